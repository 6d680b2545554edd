import { FORM } from './forms.ts';
import { FRAGMENT } from './fragments.ts';
import { button, link, WORDPRESS_URL } from './helpers.ts';
import { PAGE, POST } from './ids.ts';
import { IMG } from './media.ts';
import type { BannerServiceItem, Page, PageSettings } from './types.ts';

export { PAGE } from './ids.ts';

/** A content page: newsletter and footer on, crumbs from the path. */
const CONTENT_PAGE: PageSettings = { showNewsletter: true, showFooter: true, breadcrumb: 'path' };
/** Form and quotation pages: no newsletter button competing with the form. */
const FORM_PAGE: PageSettings = { showNewsletter: false, showFooter: true, breadcrumb: 'path' };
/** Pages deeper in the tree: crumbs from the parent chain. */
const CHILD_PAGE: PageSettings = { showNewsletter: true, showFooter: true, breadcrumb: 'fragment' };

/** The three services of the banner_service blocks (the current page's image is highlighted). */
const SERVICE_VPS: BannerServiceItem = { title: 'VPS', link: link('/diensten/vps/', 'VPS'), image: IMG.serviceVps, sortNumber: 1 };
const SERVICE_PC: BannerServiceItem = {
  title: 'Cloud PC',
  link: link('/diensten/cloud-pc/', 'Cloud PC'),
  image: IMG.serviceCloudPc,
  sortNumber: 2,
};
const SERVICE_WORKPLACE: BannerServiceItem = {
  title: 'Cloud werkplek',
  link: link('/diensten/cloud-werkplek/', 'Cloud werkplek'),
  image: IMG.serviceWorkplace,
  sortNumber: 3,
};

const PRIVACY_HTML = `<p><em>Laatst bijgewerkt op 1 oktober 2026</em></p>
<p>Wolkwerk Cloud B.V. (hierna: Wolkwerk) vindt jouw privacy belangrijk. In deze privacyverklaring leggen we uit welke persoonsgegevens we verzamelen, waarom we dat doen en welke rechten je hebt. Wolkwerk is gevestigd aan het Stationsplein 12, 3511 ED Utrecht en ingeschreven bij de Kamer van Koophandel onder nummer 81234567.</p>
<h3>Welke gegevens verwerken we?</h3>
<p>We verwerken alleen de gegevens die nodig zijn om je goed te helpen:</p>
<ul>
<li>contactgegevens die je zelf invult, zoals je naam, e-mailadres, telefoonnummer en bedrijfsnaam;</li>
<li>gegevens over de diensten die je bij ons afneemt, zoals pakketten, facturen en supportvragen;</li>
<li>technische gegevens van je bezoek aan onze website, zoals je IP-adres (ingekort) en de pagina’s die je bekijkt.</li>
</ul>
<h3>Waarvoor gebruiken we je gegevens?</h3>
<p>We gebruiken je gegevens om contact met je op te nemen als je daarom vraagt, om offertes op te stellen, om onze diensten te leveren en te factureren, om je de nieuwsbrief te sturen als je je daarvoor hebt aangemeld en om onze website te verbeteren. We verkopen je gegevens nooit aan derden.</p>
<h3>Data in de cloud</h3>
<p>De data die je als klant op onze servers en werkplekken opslaat, blijft altijd in onze datacenters in Nederland. Voor die gegevens zijn wij verwerker en jij verwerkingsverantwoordelijke. Daarover sluiten we met iedere zakelijke klant een verwerkersovereenkomst af.</p>
<h3>Hoe lang bewaren we je gegevens?</h3>
<p>We bewaren je gegevens niet langer dan nodig. Contactaanvragen verwijderen we na twaalf maanden als er geen klantrelatie uit voortkomt. Facturen bewaren we zeven jaar, omdat de wet dat van ons vraagt.</p>
<h3>Cookies</h3>
<p>Onze website gebruikt functionele cookies en, alleen met jouw toestemming, analytische cookies. Je kunt je keuze altijd aanpassen via de knop <strong>Cookies</strong> onderaan elke pagina.</p>
<h3>Jouw rechten</h3>
<p>Je hebt het recht om je gegevens in te zien, te laten corrigeren of te laten verwijderen. Ook kun je bezwaar maken tegen het gebruik van je gegevens of vragen om ze over te dragen. Stuur je verzoek naar <a href="mailto:privacy@wolkwerk.nl">privacy@wolkwerk.nl</a> of gebruik ons <a href="${WORDPRESS_URL}/contact/">contactformulier</a>. We reageren binnen vier weken.</p>
<p>Ben je het niet eens met hoe we met je gegevens omgaan? Dan kun je een klacht indienen bij de <a href="https://www.autoriteitpersoonsgegevens.nl/" target="_blank" rel="noopener noreferrer">Autoriteit Persoonsgegevens</a>. We horen het natuurlijk graag eerst zelf, zodat we het samen kunnen oplossen.</p>`;

export const pages: Page[] = [
  {
    databaseId: PAGE.home,
    title: 'Home',
    slug: 'home',
    uri: '/',
    date: '2026-09-01T10:00:00',
    modified: '2026-11-18T14:30:00',
    isFrontPage: true,
    parent: null,
    featuredImage: 501,
    settings: { showNewsletter: true, showFooter: true, breadcrumb: 'none' },
    seo: {
      title: 'Wolkwerk Cloud | VPS, cloud pc’s en cloud werkplekken uit Nederland',
      description:
        'Virtuele servers, cloud pc’s en complete cloud werkplekken uit Nederlandse datacenters. Vaste maandprijs, 24/7 support en eenvoudig overstappen.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Cloud uit Nederland',
        title: 'Jouw servers, werkplekken en data veilig in de Nederlandse cloud',
        links: [
          {
            link: { url: '/offerte-aanvragen/', title: 'Stel je pakket samen', target: '' },
            theme: 'orange',
          },
          {
            link: { url: '/cloudstatus/ontdekken/', title: 'Ontdek je cloudstatus', target: '' },
            theme: 'blue_outlined',
          },
        ],
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_services',
        sectionId: 'diensten',
        title: 'Alles voor je IT, uit één Nederlandse cloud',
        description:
          '<p>Van een enkele server tot een compleet digitaal kantoor: je kiest wat je nodig hebt en wij zorgen dat het draait.</p>',
        serviceCards: [
          {
            image: IMG.serviceVps,
            title: 'VPS',
            text: 'Je eigen virtuele server met snelle NVMe-opslag. Voor websites, applicaties en bedrijfssoftware.',
            link: link('/diensten/vps/', 'Bekijk VPS'),
          },
          {
            image: IMG.serviceCloudPc,
            title: 'Cloud PC',
            text: 'Een volwaardige Windows-pc in de cloud die je opent vanaf elke laptop, tablet of thin client.',
            link: link('/diensten/cloud-pc/', 'Bekijk Cloud PC'),
          },
          {
            image: IMG.serviceWorkplace,
            title: 'Cloud werkplek',
            text: 'Het complete kantoor online: Microsoft 365, je bedrijfsapplicaties en bestanden op één veilige plek.',
            link: link('/diensten/cloud-werkplek/', 'Bekijk Cloud werkplek'),
          },
          {
            image: IMG.migrationMeeting,
            title: 'Overstappen',
            text: 'We verhuizen je servers, bestanden en mailboxen voor je. Buiten kantoortijd, zodat niemand er last van heeft.',
            link: link('/overstappen/', 'Zo werkt overstappen'),
          },
          {
            image: IMG.backupStorage,
            title: 'Back-up & herstel',
            text: 'Elke nacht een back-up op een tweede locatie, en bij een calamiteit sta je binnen een paar uur weer online.',
            link: link('/kennisbank/de-3-2-1-regel-voor-back-ups/', 'Lees hoe we back-uppen'),
          },
          {
            image: IMG.fibreCables,
            title: 'Maatwerk',
            text: 'Past je situatie niet in een standaardpakket? Dan ontwerpen we samen een omgeving op maat. Bel ons gerust.',
            link: null,
          },
        ],
      },
      { kind: 'Fragment', styletype: 'default', fragment: FRAGMENT.whyWolkwerk },
      {
        kind: 'Content',
        styletype: 'content_block_with_pointers',
        label: 'Zo werkt het',
        title: 'In drie stappen naar de cloud',
        description:
          '<p>Overstappen klinkt als een groot project, maar met een goed plan is het vaak in een weekend gepiept. In deze korte video laat Mark zien hoe we dat aanpakken.</p>',
        pointers: 'Gratis cloudscan, Persoonlijk overstapplan, Verhuizing buiten kantoortijd, Nazorg door je eigen adviseur',
        vimeoUrl: 'https://vimeo.com/76979871',
        links: [
          button('/cloudstatus/ontdekken/', 'Start de cloudscan', 'orange'),
          button('/overstappen/', 'Meer over overstappen', 'blue_outlined'),
        ],
      },
      {
        kind: 'Content',
        styletype: 'content_image_with_quote',
        label: 'Eva Koster, directeur Koster Accountants',
        title: 'Wat klanten zeggen',
        description:
          '<p>“Sinds we op de cloud werkplek van Wolkwerk werken, kan ons hele kantoor ook in de drukke aangifteweken gewoon thuis doorwerken. De overstap was in één weekend geregeld.”</p>',
        personImage: IMG.portraitEva,
        imageDesktop: { image: IMG.hybridWorking, position: 'center' },
        imageMobile: { image: IMG.hybridWorking, position: 'left' },
      },
      {
        kind: 'Posts',
        styletype: 'posts_latest',
        label: 'Kennisbank',
        title: 'Nieuw in de kennisbank',
        count: 3,
        links: [button('/kennisbank/', 'Alle artikelen', 'blue_outlined')],
      },
      { kind: 'Fragment', styletype: 'default', fragment: FRAGMENT.contactCta },
    ],
  },
  {
    databaseId: PAGE.services,
    title: 'Diensten',
    slug: 'diensten',
    uri: '/diensten/',
    date: '2026-09-02T10:00:00',
    modified: '2026-10-20T09:40:00',
    parent: null,
    featuredImage: IMG.datacenterAisle,
    settings: CONTENT_PAGE,
    seo: {
      title: 'Diensten | Wolkwerk Cloud',
      description:
        'VPS, Cloud PC en Cloud werkplek: ontdek welke clouddienst past bij jouw organisatie. Alles gehost in Nederland, met een vaste prijs per maand.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Diensten',
        title: 'Clouddiensten die met je organisatie meegroeien',
        links: [
          button('/offerte-aanvragen/', 'Stel je pakket samen', 'orange'),
          button('/terugbellen/', 'Bel mij nu terug', 'orange_outlined'),
        ],
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_services',
        title: 'Kies wat bij je past',
        description: '<p>Alle diensten draaien op dezelfde betrouwbare infrastructuur en zijn onderling te combineren.</p>',
        serviceCards: [
          {
            image: IMG.serviceVps,
            title: 'VPS',
            text: 'Voor wie zelf wil bepalen wat er op de server draait. Linux of Windows, vanaf € 9,95 per maand.',
            link: link('/diensten/vps/', 'Naar VPS'),
          },
          {
            image: IMG.serviceCloudPc,
            title: 'Cloud PC',
            text: 'Een persoonlijke Windows-pc in de cloud, ideaal voor thuiswerkers en zware software.',
            link: link('/diensten/cloud-pc/', 'Naar Cloud PC'),
          },
          {
            image: IMG.serviceWorkplace,
            title: 'Cloud werkplek',
            text: 'Een beheerde werkplek voor het hele team, met Microsoft 365 en back-up inbegrepen.',
            link: link('/diensten/cloud-werkplek/', 'Naar Cloud werkplek'),
          },
        ],
      },
      {
        kind: 'Content',
        styletype: 'content_title_with_text',
        title: 'Twijfel je wat je nodig hebt?',
        description:
          '<p>Doe de <a href="/cloudstatus/ontdekken/">cloudscan</a> en zie in vijf minuten welke dienst het beste aansluit op je huidige situatie. Liever direct met iemand praten? <a href="/terugbellen/">Laat je terugbellen</a>, dan denkt een adviseur met je mee.</p>',
      },
      {
        kind: 'Content',
        styletype: 'content_image_with_quote',
        label: 'Sanne de Vries, klantadviseur',
        description:
          '<p>“Veel klanten denken dat ze een grote nieuwe server nodig hebben. Vaak blijken een paar Cloud PC’s met een kleine VPS slimmer én goedkoper.”</p>',
        personImage: IMG.portraitSanne,
        imageDesktop: { image: IMG.serviceWorkplace, position: 'center' },
      },
      { kind: 'Fragment', styletype: 'default', fragment: FRAGMENT.contactCta },
    ],
  },
  {
    databaseId: PAGE.vps,
    title: 'VPS',
    slug: 'vps',
    uri: '/diensten/vps/',
    date: '2026-09-02T10:30:00',
    modified: '2026-11-12T16:05:00',
    parent: PAGE.services,
    featuredImage: IMG.serviceVps,
    settings: CONTENT_PAGE,
    seo: {
      title: 'VPS huren in Nederland | Wolkwerk Cloud',
      description:
        'Huur een VPS met NVMe-opslag in een Nederlands datacenter. Linux of Windows, dagelijkse back-up en 24/7 monitoring. Vanaf € 9,95 per maand.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_service',
        title: 'VPS: je eigen server in de Nederlandse cloud',
        links: [
          button('/offerte-aanvragen/?Service=vps', 'Stel je VPS samen', 'orange'),
          button('/diensten/vps/#prijzen', 'Bekijk de prijzen', 'white_outlined'),
        ],
        services: [SERVICE_VPS, SERVICE_PC, SERVICE_WORKPLACE],
      },
      {
        kind: 'Content',
        styletype: 'content_image_with_text',
        view: 'text_left',
        title: 'Volledige controle, zonder hardwarezorgen',
        description: `<p>Met een VPS van Wolkwerk heb je een eigen virtuele server met gegarandeerde rekenkracht. Jij bepaalt welk besturingssysteem en welke software erop draait; wij zorgen voor de hardware, de stroom en het netwerk.</p>
<ul>
<li>Kies uit Debian, Ubuntu of Windows Server</li>
<li>Binnen vijf minuten online na je bestelling</li>
<li>Op elk moment op te schalen naar meer vCPU’s, geheugen of opslag</li>
</ul>`,
        imageDesktop: { image: IMG.datacenter, position: 'center' },
        links: [button('/offerte-aanvragen/?Service=vps', 'Vraag een offerte aan', 'orange')],
      },
      {
        kind: 'Posts',
        styletype: 'posts_package_prices',
        sectionId: 'prijzen',
        title: 'VPS-pakketten',
        description: '<p>Alle prijzen zijn per maand en exclusief btw. Maandelijks opzegbaar.</p>',
        packagesType: 'vps',
        features: 'Nederlands datacenter, NVMe-opslag, Dagelijkse back-up, DDoS-bescherming, Root- of beheerderstoegang, 24/7 monitoring',
      },
      {
        kind: 'Content',
        styletype: 'content_block_with_pointers',
        label: 'Beheer',
        title: 'Zelf beheren of door ons laten doen',
        description:
          '<p>Ben je handig met servers, dan krijg je volledige root- of beheerderstoegang. Heb je daar geen tijd voor, dan nemen onze engineers het beheer over. Zo weet je zeker dat je server veilig en up-to-date blijft.</p>',
        pointers: 'Updates en beveiligingspatches, Monitoring met alerts, Firewallbeheer, Controle van elke back-up',
        imageDesktop: { image: IMG.monitoring, position: 'right' },
        imageMobile: { image: IMG.monitoring, position: 'top' },
        links: [button('/terugbellen/', 'Vraag naar beheer', 'blue_outlined')],
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_usps',
        sectionId: 'voordelen',
        title: 'Waarom een VPS bij Wolkwerk?',
        view: 'foldable',
        usps: [
          {
            icon: IMG.iconScalable,
            title: 'Direct opschalen',
            description:
              'Meer geheugen of een extra vCPU nodig? Je past het aan in het klantportaal en betaalt vanaf dat moment naar rato.',
            link: null,
          },
          {
            icon: IMG.iconSecurity,
            title: 'DDoS-bescherming inbegrepen',
            description: 'Aanvallen op je server worden automatisch herkend en weggefilterd voordat ze je website of applicatie bereiken.',
            link: POST.ransomware,
          },
          {
            icon: IMG.iconBackup,
            title: 'Dagelijkse back-up op een tweede locatie',
            description:
              'Elke nacht maken we een back-up van je VPS in ons tweede datacenter. Terugzetten kan per bestand of de hele server.',
            link: POST.snapshotOrBackup,
          },
          {
            icon: IMG.iconNetherlands,
            title: 'Gehost in Nederland',
            description: 'Je server staat in Amsterdam of Rotterdam en valt volledig onder Nederlandse en Europese wetgeving.',
            link: PAGE.datacenters,
          },
        ],
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_faq',
        sectionId: 'faq',
        title: 'Veelgestelde vragen over VPS',
        faq: [
          {
            question: 'Wat is het verschil tussen een VPS en shared hosting?',
            answer:
              '<p>Bij shared hosting deel je een server met honderden andere websites. Met een <strong>VPS</strong> krijg je gegarandeerde rekenkracht, geheugen en opslag die alleen voor jou zijn. Je hebt bovendien volledige toegang, zodat je zelf software kunt installeren.</p>',
          },
          {
            question: 'Welk besturingssysteem kan ik kiezen?',
            answer:
              '<p>Afhankelijk van het pakket kies je uit:</p>\n<ul>\n<li>Debian of Ubuntu (zonder meerkosten)</li>\n<li>Windows Server 2016, 2019 of 2022 (€ 17,50 per maand extra voor de licentie)</li>\n</ul>\n<p>Lees ook <a href="/kennisbank/linux-of-windows-vps/">Linux of Windows voor je VPS?</a></p>',
          },
          {
            question: 'Hoe snel staat mijn VPS online?',
            answer:
              '<p>Standaardpakketten staan binnen vijf minuten na je bestelling klaar. Je ontvangt de inloggegevens per e-mail.\nKies je voor een Windows-licentie of extra IP-adressen, dan kan het tot een uur duren.</p>',
          },
          {
            question: 'Kan ik later opschalen of afschalen?',
            answer:
              '<p>Ja. Je kunt op elk moment <strong>extra vCPU’s, geheugen en NVMe-opslag</strong> toevoegen. Afschalen kan per het einde van de maand. Je betaalt altijd alleen voor wat je gebruikt.</p>',
          },
          {
            question: 'Wat gebeurt er als mijn server uitvalt?',
            answer:
              '<p>Onze monitoring ziet dat meestal eerder dan jij. Een engineer gaat direct aan de slag en houdt je op de hoogte. Is de hardware defect, dan start je VPS automatisch opnieuw op een andere host.</p>',
          },
          {
            question: 'Helpen jullie met het verhuizen van mijn huidige server?',
            answer: `<p>Zeker. Onze migratiespecialisten verhuizen je server buiten kantoortijd en testen alles voordat we overschakelen. Vul de <a href="/contact/migratie-intake/">migratie-intake</a> in of neem <a href="${WORDPRESS_URL}/contact/">contact met ons op</a> voor een vrijblijvend plan.</p>`,
          },
        ],
      },
      { kind: 'Fragment', styletype: 'default', fragment: FRAGMENT.contactCta },
    ],
  },
  {
    databaseId: PAGE.cloudPc,
    title: 'Cloud PC',
    slug: 'cloud-pc',
    uri: '/diensten/cloud-pc/',
    date: '2026-09-02T11:00:00',
    modified: '2026-11-05T10:20:00',
    parent: PAGE.services,
    featuredImage: IMG.serviceCloudPc,
    settings: CONTENT_PAGE,
    seo: {
      title: 'Cloud PC: je Windows-pc in de cloud | Wolkwerk Cloud',
      description:
        'Een krachtige Windows-pc in een Nederlands datacenter, die je opent vanaf elk apparaat. Veilig thuiswerken, altijd een back-up, vanaf € 24,95 per maand.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_service',
        title: 'Cloud PC: je eigen Windows-pc, overal beschikbaar',
        links: [
          button('/offerte-aanvragen/?Service=pc', 'Stel je Cloud PC samen', 'orange'),
          button('/diensten/cloud-pc/#prijzen', 'Bekijk de prijzen', 'white_outlined'),
        ],
        // Deliberately not in display order: the banner sorts by sortNumber.
        services: [SERVICE_WORKPLACE, SERVICE_VPS, SERVICE_PC],
      },
      {
        kind: 'Content',
        styletype: 'content_image_with_text',
        view: 'text_right',
        title: 'Je bureaublad gaat met je mee',
        description: `<p>Een Cloud PC is een complete Windows-computer die in ons datacenter draait. Je opent hem vanaf je laptop thuis, een tablet in de trein of een thin client op kantoor, en je ziet altijd hetzelfde bureaublad met dezelfde bestanden.</p>
<p>Gaat je laptop kapot of wordt hij gestolen? Dan is er niets verloren: je data staat niet op het apparaat, maar veilig in de cloud.</p>`,
        imageDesktop: { image: IMG.serviceCloudPc, position: 'left' },
        links: [button('/kennisbank/cloud-pc-of-laptop/', 'Cloud PC of laptop?', 'blue_outlined')],
      },
      {
        kind: 'Posts',
        styletype: 'posts_package_prices',
        sectionId: 'prijzen',
        title: 'Cloud PC-pakketten',
        description: '<p>Prijzen per pc per maand, exclusief btw. Voor de grotere pakketten geldt een minimale afname.</p>',
        packagesType: 'pc',
        features: 'Windows-licentie naar keuze, Dagelijkse back-up, Werkt op elk apparaat, Tweestapsverificatie, Nederlandse support',
      },
      {
        kind: 'Content',
        styletype: 'content_image_with_pointers',
        title: 'Krachtig genoeg voor zwaar werk',
        description:
          '<p>Ook voor ontwerpers, engineers en analisten die met zware software werken. Je kiest zelf hoeveel rekenkracht je Cloud PC krijgt en schaalt op wanneer een project daarom vraagt.</p>',
        pointers: 'Tot 12 vCPU’s, Tot 64 GB werkgeheugen, Snelle NVMe-opslag, Werkt op Windows en macOS, Extra RDP-gebruikers mogelijk',
        imageDesktop: { image: IMG.homeWorking, position: 'right' },
        imageMobile: { image: IMG.serviceCloudPc, position: 'top' },
        links: [button('/kennisbank/cloud-pc-voor-ontwerpers/', 'Lees de praktijkervaringen', 'blue_outlined')],
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_faq',
        sectionId: 'faq',
        title: 'Veelgestelde vragen over Cloud PC',
        faq: [
          {
            question: 'Welke internetverbinding heb ik nodig?',
            answer:
              '<p>Een stabiele verbinding van <strong>10 Mbit/s</strong> is genoeg voor kantoorwerk. Werk je met video of 3D-software, dan raden we 50 Mbit/s of meer aan.</p>',
          },
          {
            question: 'Kan ik mijn eigen software installeren?',
            answer:
              '<p>Ja, je hebt beheerdersrechten op je Cloud PC. Werk je in een team, dan kan je IT-beheerder die rechten beperken.\nLicenties van je huidige software kun je in de meeste gevallen gewoon meenemen.</p>',
          },
          {
            question: 'Op welke apparaten werkt een Cloud PC?',
            answer:
              '<ul>\n<li>Windows-laptops en -pc’s</li>\n<li>Macs en iPads</li>\n<li>Android-tablets en Chromebooks</li>\n<li>Thin clients van onder meer HP en Dell</li>\n</ul>',
          },
          {
            question: 'Waarom geldt er bij sommige pakketten een minimale afname?',
            answer:
              '<p>De pakketten <strong>Silver</strong> en hoger draaien op gereserveerde hardware. Daarom nemen we die af vanaf twee of drie pc’s. Voor een enkele werkplek zijn Iron, Copper en Bronze een prima keuze.</p>',
          },
          {
            question: 'Hoe zit het met back-ups?',
            answer:
              '<p>We maken elke nacht een back-up van je Cloud PC en bewaren die dertig dagen. Per ongeluk een bestand verwijderd? Onze <a href="/contact/#terugbellen">servicedesk</a> zet het binnen een paar minuten terug.</p>',
          },
        ],
      },
      {
        kind: 'Content',
        styletype: 'content_cta',
        title: 'Eerst proberen?',
        description: '<p>Probeer een Cloud PC veertien dagen gratis, zonder verplichtingen. We richten hem samen met je in.</p>',
        imageDesktop: { image: IMG.contactAdvisor, position: 'center' },
        links: [
          button('/contact/?Ik%20wil%20graag=Een%20demo', 'Vraag een proefperiode aan', 'orange'),
          button('/offerte-aanvragen/?Service=pc&Pakket=Cloud%20PC%20Gold', 'Offerte voor Cloud PC Gold', 'white_outlined'),
        ],
      },
    ],
  },
  {
    databaseId: PAGE.cloudWorkplace,
    title: 'Cloud werkplek',
    slug: 'cloud-werkplek',
    uri: '/diensten/cloud-werkplek/',
    date: '2026-09-02T11:30:00',
    modified: '2026-11-14T13:45:00',
    parent: PAGE.services,
    featuredImage: IMG.serviceWorkplace,
    settings: CONTENT_PAGE,
    seo: {
      title: 'Cloud werkplek voor je hele team | Wolkwerk Cloud',
      description:
        'De complete kantooromgeving in de Nederlandse cloud: Microsoft 365, je bedrijfssoftware en bestanden op één veilige plek. Beheerd door ons.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_service',
        title: 'Cloud werkplek: het complete kantoor in de cloud',
        links: [
          button('/offerte-aanvragen/?Service=office', 'Stel je werkplek samen', 'orange'),
          button('/diensten/cloud-werkplek/#demo', 'Vraag een demo aan', 'white_outlined'),
        ],
        services: [SERVICE_PC, SERVICE_WORKPLACE, SERVICE_VPS],
      },
      {
        kind: 'Content',
        styletype: 'content_title_with_text',
        title: 'Alles wat je team nodig heeft, op één plek',
        description: `<p>Met de Cloud werkplek werkt je hele organisatie in één beheerde omgeving. Iedereen logt in met zijn eigen account en vindt daar Microsoft 365, jullie bedrijfsapplicaties en de gedeelde mappen.</p>
<h3>Wat wij voor je regelen</h3>
<ul>
<li>Inrichting van accounts, rechten en beleid</li>
<li>Updates van Windows en je applicaties</li>
<li>Back-up van alle bestanden en mailboxen</li>
<li>Een vast aanspreekpunt op onze servicedesk</li>
</ul>`,
      },
      {
        kind: 'Posts',
        styletype: 'posts_package_prices',
        sectionId: 'prijzen',
        title: 'Cloud werkplek-pakketten',
        description: '<p>Prijzen per gebruiker per maand, exclusief btw.</p>',
        packagesType: 'office',
        features: 'Microsoft 365-integratie, Beheer door onze engineers, Gedeelde mappen, ISO 27001 en NEN 7510, Maandelijks opzegbaar',
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_content_with_cta',
        sectionId: 'hoe-het-werkt',
        title: 'Zo werkt de Cloud werkplek',
        content: [
          {
            type: 'intro',
            description:
              '<p>Een nieuwe collega die op maandag begint, kan maandag om negen uur aan de slag. Zonder pc te installeren, zonder software te zoeken en zonder wachtwoorden op briefjes.</p>',
          },
          {
            type: 'text',
            title: 'Inloggen en werken',
            description:
              '<p>Je medewerkers loggen in met hun e-mailadres en een tweede factor op hun telefoon. Daarna staat hun vertrouwde bureaublad klaar, op kantoor en thuis.</p>',
          },
          {
            type: 'text',
            title: 'Veilig thuiswerken',
            description:
              '<p>Omdat er geen bedrijfsdata op de laptop zelf staat, is een verloren of gestolen apparaat geen datalek. Met de optie <strong>Extra veilig thuiswerken</strong> voegen we daar een beveiligde VPN-verbinding aan toe.</p>',
          },
          {
            type: 'quote',
            description:
              '<p>“We hoeven niet meer na te denken over updates of back-ups. Het werkt gewoon, en als er iets is, bellen we Wolkwerk.”</p>',
          },
        ],
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_faq',
        sectionId: 'faq',
        title: 'Veelgestelde vragen over de Cloud werkplek',
        faq: [
          {
            question: 'Wat is het verschil tussen een Cloud PC en een Cloud werkplek?',
            answer:
              '<p>Een <strong>Cloud PC</strong> is een persoonlijke Windows-pc die je zelf inricht. Een <strong>Cloud werkplek</strong> is een beheerde omgeving voor het hele team, waarin wij de software, rechten en back-ups voor je regelen.</p>',
          },
          {
            question: 'Welke opties kies ik bij het pakket Silver?',
            answer:
              '<p>Bij Silver beslis je zelf over drie opties:</p>\n<ul>\n<li>Extra veilig thuiswerken met VPN (€ 5 per maand)</li>\n<li>Fullservice 24/7 (€ 10 per maand)</li>\n<li>Onbeperkte extra opslag (€ 10 per maand)</li>\n</ul>',
          },
          {
            question: 'Kan ik mijn Microsoft 365-licenties meenemen?',
            answer:
              '<p>Ja. Heb je al Microsoft 365 Business Standard of Premium, dan koppelen we die aan je Cloud werkplek. Je betaalt de licenties dan niet dubbel.</p>',
          },
          {
            question: 'Hoe lang duurt de overstap?',
            answer:
              '<p>Voor een team tot twintig mensen rekenen we op <strong>twee tot drie weken</strong>, inclusief inventarisatie en testen.\nDe daadwerkelijke overstap doen we in een weekend.</p>',
          },
          {
            question: 'Voldoet de Cloud werkplek aan de AVG?',
            answer:
              '<p>Ja. Alle data blijft in onze Nederlandse datacenters, die gecertificeerd zijn voor ISO 27001 en NEN 7510. We sluiten met iedere klant een verwerkersovereenkomst af. Meer weten? Lees <a href="/kennisbank/avg-en-de-cloud/">AVG en de cloud: waar staat jouw data?</a></p>',
          },
        ],
      },
      {
        kind: 'Form',
        styletype: 'form_contact',
        sectionId: 'demo',
        title: 'Vraag een demo aan',
        description:
          '<p>Zie in een half uur hoe de Cloud werkplek er voor jouw team uitziet. Vrijblijvend, online of bij ons op kantoor.</p>',
        formId: FORM.demo,
        imageDesktop: { image: IMG.workplaceDemo, position: 'center' },
      },
    ],
  },
  {
    databaseId: PAGE.kennisbank,
    title: 'Kennisbank',
    slug: 'kennisbank',
    uri: '/kennisbank/',
    date: '2026-09-03T09:00:00',
    modified: '2026-11-17T08:30:00',
    parent: null,
    featuredImage: IMG.collaboration,
    settings: CONTENT_PAGE,
    seo: {
      title: 'Kennisbank | Wolkwerk Cloud',
      description:
        'Praktische artikelen over cloud servers, werkplekken, beveiliging, back-ups en Microsoft 365. Geschreven door de specialisten van Wolkwerk.',
    },
    blocks: [
      {
        kind: 'Posts',
        styletype: 'posts_blog',
        label: 'Kennisbank',
        title: 'Kennis over de cloud, zonder vakjargon',
        description:
          '<p>Onze specialisten schrijven over wat ze dagelijks tegenkomen: van het kiezen van de juiste server tot het opstellen van een herstelplan.</p>',
      },
    ],
  },
  {
    databaseId: PAGE.quotation,
    title: 'Offerte aanvragen',
    slug: 'offerte-aanvragen',
    uri: '/offerte-aanvragen/',
    date: '2026-09-03T10:00:00',
    modified: '2026-11-11T15:10:00',
    parent: null,
    featuredImage: null,
    settings: { ...FORM_PAGE, stickyHeader: true },
    seo: {
      title: 'Offerte aanvragen | Wolkwerk Cloud',
      description:
        'Stel je eigen pakket samen met VPS, Cloud PC of Cloud werkplek en ontvang direct een offerte in je mailbox. Alle prijzen excl. btw.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Offerte aanvragen',
        title: 'Stel je pakket samen',
      },
      {
        kind: 'Posts',
        styletype: 'posts_package_quotation',
        title: 'Jouw offerte in drie stappen',
        description: '<p>Kies je pakketten, vul eventuele opties in en laat de offerte naar je mailen. Je zit nergens aan vast.</p>',
        sections: [
          {
            type: 'vps',
            title: 'VPS',
            description: 'Virtuele servers met NVMe-opslag, Linux of Windows, voor je applicaties en websites.',
            image: IMG.serviceVps,
            defaultOpen: true,
          },
          {
            type: 'pc',
            title: 'Cloud PC',
            description: 'Een persoonlijke Windows-pc in de cloud, te openen vanaf elk apparaat.',
            image: IMG.serviceCloudPc,
            defaultOpen: false,
          },
          {
            type: 'office',
            title: 'Cloud werkplek',
            description: 'De beheerde werkplek voor je hele team, met back-up en Microsoft 365.',
            image: IMG.serviceWorkplace,
            defaultOpen: false,
          },
        ],
        ctaTitle: 'Twijfel je over de juiste keuze?',
        ctaImage: IMG.ctaAdvisor,
        ctaLink: link('/terugbellen/', 'Bel mij terug'),
      },
    ],
  },
  {
    databaseId: PAGE.contact,
    title: 'Contact',
    slug: 'contact',
    uri: '/contact/',
    date: '2026-09-03T11:00:00',
    modified: '2026-10-28T12:00:00',
    parent: null,
    featuredImage: IMG.officeUtrecht,
    settings: FORM_PAGE,
    seo: {
      title: 'Contact | Wolkwerk Cloud',
      description:
        'Neem contact op met Wolkwerk Cloud in Utrecht. Bel 030 123 45 67, mail info@wolkwerk.nl of vul het contactformulier in. We reageren binnen één werkdag.',
    },
    blocks: [
      {
        kind: 'Form',
        styletype: 'form_contact',
        title: 'Neem contact op',
        description:
          '<p>Heb je een vraag over onze diensten of wil je advies? Vul het formulier in of bel ons op <a href="tel:0301234567">030 123 45 67</a>. We reageren binnen één werkdag.</p>',
        formId: FORM.contact,
      },
      {
        kind: 'Content',
        styletype: 'content_title_with_text',
        sectionId: 'route',
        title: 'Bezoek ons in Utrecht',
        description:
          '<p>Ons kantoor ligt op vijf minuten lopen van Utrecht Centraal. Kom je met de auto? Parkeer dan in de garage Jaarbeurs P1 en loop via de loopbrug naar het Stationsplein.</p>\n<p>Plan je reis met de <a href="https://www.ns.nl/reisplanner" target="_blank" rel="noopener noreferrer">NS Reisplanner</a> of kom eerst langs voor een kop koffie; laat het ons wel even weten.</p>',
      },
    ],
  },
  {
    databaseId: PAGE.migrationIntake,
    title: 'Migratie-intake',
    slug: 'migratie-intake',
    uri: '/contact/migratie-intake/',
    date: '2026-09-20T10:00:00',
    modified: '2026-11-02T09:30:00',
    parent: PAGE.contact,
    featuredImage: IMG.migrationMeeting,
    settings: { showNewsletter: false, showFooter: true, breadcrumb: 'fragment' },
    seo: {
      title: 'Migratie-intake | Wolkwerk Cloud',
      description:
        'Vertel ons hoe je IT er nu uitziet. Met de migratie-intake maken we een concreet en vrijblijvend plan voor je overstap naar de Nederlandse cloud.',
    },
    blocks: [
      {
        kind: 'Form',
        styletype: 'form_default',
        title: 'Migratie-intake',
        description:
          '<p>Het invullen duurt ongeveer tien minuten. Weet je iets niet zeker? Laat het veld leeg, dan bespreken we het in het kennismakingsgesprek.</p>',
        formId: FORM.migrationIntake,
      },
    ],
  },
  {
    databaseId: PAGE.cloudstatus,
    title: 'Cloudstatus',
    slug: 'cloudstatus',
    uri: '/cloudstatus/',
    date: '2026-09-04T08:30:00',
    modified: '2026-11-10T11:00:00',
    parent: null,
    featuredImage: IMG.cloudSkyline,
    settings: CONTENT_PAGE,
    seo: {
      title: 'Cloudscan: hoe staat jouw IT ervoor? | Wolkwerk Cloud',
      description:
        'Beantwoord in vijf minuten een paar vragen en ontdek hoe klaar jouw organisatie is voor de cloud. Gratis, met persoonlijk advies.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_landing',
        title: 'Hoe staat jouw IT ervoor?',
        description:
          '<p>Beantwoord twaalf korte vragen over je servers, werkplekken en beveiliging, en ontdek in vijf minuten hoe klaar je organisatie is voor de cloud.</p>',
        links: [
          button('/cloudstatus/ontdekken/', 'Start de cloudscan', 'orange'),
          button('/terugbellen/', 'Liever persoonlijk advies', 'white_outlined'),
        ],
      },
      {
        kind: 'Content',
        styletype: 'content_title_with_text',
        title: 'Wat levert de cloudscan je op?',
        description: `<p>Na de laatste vraag zie je direct je <strong>cloudstatus</strong>: een score op vier onderdelen, met per onderdeel concrete verbeterpunten.</p>
<ul>
<li><strong>Continuïteit</strong>: hoe snel ben je weer online na een storing?</li>
<li><strong>Beveiliging</strong>: zijn je accounts en apparaten goed beschermd?</li>
<li><strong>Flexibiliteit</strong>: kan je team overal veilig werken?</li>
<li><strong>Kosten</strong>: betaal je niet te veel voor hardware en licenties?</li>
</ul>
<p>Wil je de uitkomst bespreken? Een adviseur belt je graag om de resultaten toe te lichten.</p>`,
      },
      { kind: 'Fragment', styletype: 'default', fragment: FRAGMENT.contactCta },
    ],
  },
  {
    databaseId: PAGE.cloudstatusDiscover,
    title: 'Ontdek je cloudstatus',
    slug: 'ontdekken',
    uri: '/cloudstatus/ontdekken/',
    date: '2026-09-04T09:00:00',
    modified: '2026-11-10T11:15:00',
    parent: PAGE.cloudstatus,
    featuredImage: null,
    settings: { showNewsletter: false, showFooter: false, breadcrumb: 'history', stickyHeader: true },
    seo: {
      title: 'Ontdek je cloudstatus | Wolkwerk Cloud',
      description:
        'Doe de gratis cloudscan van Wolkwerk: twaalf vragen, vijf minuten, en direct inzicht in hoe cloudklaar jouw organisatie is.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Cloudscan in 5 minuten',
        title: 'Ontdek je cloudstatus',
        links: [{ link: { url: '/', title: 'Terug naar home', target: '' }, theme: 'orange_outlined' }],
      },
      {
        kind: 'Content',
        styletype: 'content_enclose',
        sectionId: 'cloudscan',
        title: 'Cloudscan',
        encloseType: 'typeform',
        typeformId: 'a1B2c3D4',
      },
    ],
  },
  {
    databaseId: PAGE.callback,
    title: 'Bel mij nu terug',
    slug: 'terugbellen',
    uri: '/terugbellen/',
    date: '2026-09-04T10:00:00',
    modified: '2026-10-15T14:20:00',
    parent: null,
    featuredImage: IMG.servicedesk,
    settings: FORM_PAGE,
    seo: {
      title: 'Bel mij nu terug | Wolkwerk Cloud',
      description:
        'Laat je telefoonnummer achter en een adviseur van Wolkwerk Cloud belt je binnen één werkdag terug. Vrijblijvend en zonder verkooppraatje.',
    },
    blocks: [
      {
        kind: 'Form',
        styletype: 'form_default',
        title: 'Bel mij nu terug',
        description:
          '<p>Laat je naam en telefoonnummer achter, dan belt een van onze adviseurs je binnen één werkdag terug. Op werkdagen tussen 8.30 en 17.30 uur meestal binnen een uur.</p>',
        formId: FORM.callback,
      },
    ],
  },
  {
    databaseId: PAGE.thanks,
    title: 'Bedankt',
    slug: 'bedankt',
    uri: '/bedankt/',
    date: '2026-09-04T10:30:00',
    modified: '2026-09-04T10:30:00',
    parent: null,
    featuredImage: null,
    settings: { showNewsletter: false, showFooter: true, breadcrumb: 'none' },
    seo: {
      title: 'Bedankt | Wolkwerk Cloud',
      description: 'Bedankt voor je aanvraag. We nemen zo snel mogelijk contact met je op.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Gelukt',
        title: 'Bedankt, we nemen snel contact met je op',
        description: '<p>Je aanvraag is goed aangekomen. Een adviseur belt je binnen één werkdag.</p>',
        links: [button('/kennisbank/', 'Lees de kennisbank', 'orange'), button('/', 'Terug naar home', 'blue_outlined')],
      },
      {
        kind: 'Posts',
        styletype: 'posts_latest',
        title: 'Lees alvast verder',
        count: 3,
      },
    ],
  },
  {
    databaseId: PAGE.privacy,
    title: 'Privacyverklaring',
    slug: 'privacyverklaring',
    uri: '/privacyverklaring/',
    date: '2026-08-28T09:00:00',
    modified: '2026-10-01T09:00:00',
    parent: null,
    featuredImage: null,
    settings: CONTENT_PAGE,
    seo: {
      title: 'Privacyverklaring | Wolkwerk Cloud',
      description: 'Lees hoe Wolkwerk Cloud omgaat met je persoonsgegevens, hoe lang we ze bewaren en welke rechten je hebt.',
    },
    blocks: [
      {
        kind: 'Content',
        styletype: 'content_title_with_text',
        title: 'Privacyverklaring',
        description: PRIVACY_HTML,
      },
    ],
  },
  {
    databaseId: PAGE.about,
    title: 'Over ons',
    slug: 'over-ons',
    uri: '/over-ons/',
    date: '2026-09-05T09:00:00',
    modified: '2026-11-03T10:10:00',
    parent: null,
    featuredImage: IMG.team,
    settings: CONTENT_PAGE,
    seo: {
      title: 'Over ons | Wolkwerk Cloud',
      description:
        'Wolkwerk Cloud is een Utrechtse cloudprovider met eigen datacenters en een eigen servicedesk. Maak kennis met ons verhaal en onze mensen.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Over ons',
        title: 'Een Nederlandse cloud met gezichten',
        links: [button('/over-ons/werken-bij/', 'Werken bij Wolkwerk', 'orange_outlined')],
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_content_with_cta',
        sectionId: 'ons-verhaal',
        title: 'Ons verhaal',
        content: [
          {
            type: 'intro',
            description:
              '<p>Wolkwerk begon in 2014 op een Utrechtse zolderkamer, met drie servers en één overtuiging: ondernemers in Nederland verdienen een cloud die ze kunnen vertrouwen en waar ze gewoon iemand kunnen bellen.</p>',
          },
          {
            type: 'text',
            title: 'Van zolderkamer naar twee datacenters',
            description:
              '<p>Inmiddels werken we met 38 collega’s voor ruim 1.200 organisaties, van huisartsenpraktijken tot ingenieursbureaus. Onze hardware staat in twee datacenters in Amsterdam en Rotterdam, en al onze engineers zitten in Utrecht.</p>',
          },
          {
            type: 'text',
            title: 'Eigen mensen, korte lijnen',
            description:
              '<p>We besteden niets uit. Wie onze servicedesk belt, krijgt iemand aan de lijn die je omgeving kent en het probleem zelf kan oplossen.</p>',
          },
          {
            type: 'quote',
            description:
              '<p>“Technologie moet je werk makkelijker maken, niet ingewikkelder. Dat is waar we elke dag aan werken.” — Mark Jansen, CTO</p>',
          },
        ],
        ctaTitle: 'Kom kennismaken',
        ctaImage: IMG.officeUtrecht,
        links: [button('/contact/', 'Plan een bezoek', 'orange'), button('/over-ons/datacenters/', 'Onze datacenters', 'blue_outlined')],
      },
      {
        kind: 'Content',
        styletype: 'content_image_with_text',
        view: 'text_right',
        title: 'Duurzaam gehost',
        description:
          '<p>Onze datacenters draaien volledig op groene stroom en gebruiken de restwarmte om nabijgelegen kantoren te verwarmen. Zo is jouw IT niet alleen veilig, maar ook een stuk zuiniger dan een eigen server in de meterkast.</p>',
        imageDesktop: { image: IMG.greenDatacenter, position: 'center' },
        imageMobile: { image: IMG.greenDatacenter, position: 'bottom' },
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_usps',
        sectionId: 'waarden',
        title: 'Waar we voor staan',
        view: 'default',
        usps: [
          {
            icon: IMG.iconSupport,
            title: 'Bereikbaar',
            description: 'Je belt, je krijgt een specialist. Dag en nacht, ook in het weekend.',
            link: null,
          },
          {
            icon: IMG.iconSecurity,
            title: 'Veilig',
            description: 'Gecertificeerd volgens ISO 27001 en NEN 7510, en elk jaar opnieuw getoetst.',
            link: POST.isoRecertification,
          },
          {
            icon: IMG.iconFixedPrice,
            title: 'Eerlijk',
            description: 'Heldere prijzen, maandelijks opzegbaar en advies dat past bij wat je echt nodig hebt.',
            link: null,
          },
        ],
      },
    ],
  },
  {
    databaseId: PAGE.datacenters,
    title: 'Onze datacenters',
    slug: 'datacenters',
    uri: '/over-ons/datacenters/',
    date: '2026-09-05T10:00:00',
    modified: '2026-10-30T15:00:00',
    parent: PAGE.about,
    featuredImage: IMG.datacenterAisle,
    settings: CHILD_PAGE,
    seo: {
      title: 'Onze datacenters in Amsterdam en Rotterdam | Wolkwerk Cloud',
      description:
        'Twee ISO 27001-gecertificeerde datacenters in Nederland, met groene stroom, dubbele verbindingen en strikte toegangscontrole.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Infrastructuur',
        title: 'Onze datacenters in Amsterdam en Rotterdam',
      },
      {
        kind: 'Content',
        styletype: 'content_image_with_pointers',
        title: 'Gebouwd op zekerheid',
        description:
          '<p>Je servers en werkplekken draaien in twee Tier III-datacenters op zestig kilometer van elkaar. Valt een locatie uit, dan neemt de andere het over.</p>',
        pointers:
          'ISO 27001 en NEN 7510, Dubbele stroomvoorziening, Volledig groene stroom, Toegang met pas en vingerafdruk, Data blijft in Nederland',
        imageDesktop: { image: IMG.datacenterAisle, position: 'bottom' },
        imageMobile: { image: IMG.datacenter, position: 'center' },
      },
      {
        kind: 'Content',
        styletype: 'content_block_with_pointers',
        label: 'Netwerk',
        title: 'Twee locaties, één netwerk',
        description:
          '<p>Beide datacenters zijn met elkaar verbonden via twee gescheiden glasvezelroutes. Back-ups gaan altijd naar de andere locatie, zodat een brand of stroomstoring nooit je enige kopie raakt.</p>',
        pointers: 'Redundante glasvezelverbindingen, Directe koppeling met AMS-IX, DDoS-filtering aan de rand van het netwerk',
        imageDesktop: { image: IMG.fibreCables, position: 'left' },
        imageMobile: { image: IMG.fibreCables, position: 'top' },
      },
      {
        kind: 'Content',
        styletype: 'content_image_with_quote',
        label: 'Mark Jansen, CTO',
        description:
          '<p>“We kiezen bewust voor twee locaties in Nederland in plaats van één grote. Zo blijft je data onder Nederlandse wetgeving en is er altijd een plan B.”</p>',
        personImage: IMG.portraitMark,
        imageDesktop: { image: IMG.datacenter, position: 'right' },
      },
    ],
  },
  {
    databaseId: PAGE.careers,
    title: 'Werken bij',
    slug: 'werken-bij',
    uri: '/over-ons/werken-bij/',
    date: '2026-09-06T09:00:00',
    modified: '2026-11-07T11:25:00',
    parent: PAGE.about,
    featuredImage: IMG.team,
    settings: CHILD_PAGE,
    seo: {
      title: 'Werken bij Wolkwerk Cloud',
      description:
        'Bouw mee aan de Nederlandse cloud. Bekijk de vacatures bij Wolkwerk Cloud in Utrecht en ontdek hoe het is om bij ons te werken.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Werken bij',
        title: 'Bouw mee aan de Nederlandse cloud',
        links: [button('/over-ons/werken-bij/#vacatures', 'Bekijk de vacatures', 'orange')],
      },
      {
        kind: 'Content',
        styletype: 'content_image_with_text',
        view: 'text_left',
        title: 'Een team dat elkaar helpt',
        description: `<p>Bij Wolkwerk werk je met 38 collega’s die er samen voor zorgen dat duizenden mensen elke ochtend zonder zorgen kunnen inloggen. We houden van korte lijnen, eerlijke feedback en vrijdagmiddag samen koken.</p>
<ul>
<li>Opleidingsbudget van € 2.500 per jaar</li>
<li>Thuiswerken waar het kan, samen op kantoor waar het helpt</li>
<li>Een NS Business Card of fietsplan</li>
</ul>`,
        imageDesktop: { image: IMG.team, position: 'center' },
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_services',
        sectionId: 'vacatures',
        title: 'Openstaande vacatures',
        serviceCards: [
          {
            image: IMG.devopsVacancy,
            title: 'DevOps engineer',
            text: 'Je automatiseert ons platform met Terraform en Ansible en zorgt dat nieuwe servers in minuten draaien.',
            link: link('/over-ons/werken-bij/devops-engineer/', 'Bekijk vacature'),
          },
          {
            image: IMG.servicedesk,
            title: 'Servicedeskmedewerker',
            text: 'Je bent de eerste stem die klanten horen en lost de meeste vragen direct zelf op.',
            link: link('/over-ons/werken-bij/servicedesk-medewerker/', 'Bekijk vacature'),
          },
          {
            image: IMG.team,
            title: 'Open sollicitatie',
            text: 'Staat jouw functie er niet tussen, maar wil je wel bij ons werken? Vertel ons wat je zoekt.',
            link: link('/contact/', 'Stuur een open sollicitatie'),
          },
        ],
      },
    ],
  },
  {
    databaseId: PAGE.devopsVacancy,
    title: 'DevOps engineer',
    slug: 'devops-engineer',
    uri: '/over-ons/werken-bij/devops-engineer/',
    date: '2026-10-12T09:00:00',
    modified: '2026-11-07T11:20:00',
    parent: PAGE.careers,
    featuredImage: IMG.devopsVacancy,
    settings: CHILD_PAGE,
    seo: {
      title: 'Vacature DevOps engineer in Utrecht | Wolkwerk Cloud',
      description:
        'Als DevOps engineer bij Wolkwerk Cloud automatiseer je ons cloudplatform met Terraform, Ansible en Kubernetes. 32 tot 40 uur, Utrecht.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Vacature · 32 tot 40 uur · Utrecht',
        title: 'DevOps engineer',
        links: [button('mailto:werken@wolkwerk.nl?subject=Sollicitatie%20DevOps%20engineer', 'Solliciteer direct', 'orange')],
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_content_with_cta',
        sectionId: 'vacature',
        content: [
          {
            type: 'intro',
            description:
              '<p>Ons platform groeit snel, en we willen dat een nieuwe server net zo betrouwbaar wordt opgeleverd als de duizendste. Daar hebben we jou voor nodig.</p>',
          },
          {
            type: 'text',
            title: 'Wat ga je doen?',
            description:
              '<ul>\n<li>Je beheert en verbetert onze infrastructuur als code met Terraform en Ansible</li>\n<li>Je bouwt aan de monitoring en alerting van ruim 4.000 virtuele machines</li>\n<li>Je draait mee in de storingsdienst, gemiddeld één week per zes weken</li>\n</ul>',
          },
          {
            type: 'text',
            title: 'Wat neem je mee?',
            description:
              '<ul>\n<li>Minimaal drie jaar ervaring met Linux-servers in productie</li>\n<li>Ervaring met Kubernetes of een andere containeromgeving</li>\n<li>Je schrijft scripts in Python of Go en documenteert wat je bouwt</li>\n</ul>',
          },
          {
            type: 'text',
            title: 'Wat bieden wij?',
            description:
              '<p>Een salaris tussen <strong>€ 4.200 en € 5.800</strong> bruto per maand, 27 vakantiedagen, een goede pensioenregeling en een team dat je serieus neemt.</p>',
          },
          {
            type: 'quote',
            description: '<p>“Hier kun je iets bouwen waar klanten elke dag op vertrouwen. Dat geeft voldoening.” — Mark Jansen, CTO</p>',
          },
        ],
        ctaTitle: 'Solliciteer direct',
        ctaImage: IMG.portraitMark,
        links: [
          button('mailto:werken@wolkwerk.nl?subject=Sollicitatie%20DevOps%20engineer', 'Mail je cv', 'orange'),
          button('/contact/', 'Stel eerst een vraag', 'blue_outlined'),
        ],
      },
    ],
  },
  {
    databaseId: PAGE.servicedeskVacancy,
    title: 'Servicedeskmedewerker',
    slug: 'servicedesk-medewerker',
    uri: '/over-ons/werken-bij/servicedesk-medewerker/',
    date: '2026-10-19T09:00:00',
    modified: '2026-11-07T11:22:00',
    parent: PAGE.careers,
    featuredImage: IMG.servicedesk,
    settings: CHILD_PAGE,
    seo: {
      title: 'Vacature servicedeskmedewerker in Utrecht | Wolkwerk Cloud',
      description: 'Help klanten van Wolkwerk Cloud met hun servers en werkplekken. Servicedeskmedewerker, 24 tot 40 uur, in Utrecht.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Vacature · 24 tot 40 uur · Utrecht',
        title: 'Servicedeskmedewerker',
        links: [button('mailto:werken@wolkwerk.nl?subject=Sollicitatie%20servicedesk', 'Solliciteer direct', 'orange')],
      },
      {
        kind: 'Content',
        styletype: 'content_title_with_text',
        title: 'Over de functie',
        description: `<p>Als servicedeskmedewerker ben je het eerste aanspreekpunt voor onze klanten. Je helpt ze aan de telefoon en per e-mail met vragen over hun Cloud PC, werkplek of server, en je lost de meeste problemen direct zelf op.</p>
<h3>Dit vragen we</h3>
<ul>
<li>Een afgeronde mbo-4-opleiding in de ICT, of vergelijkbare ervaring</li>
<li>Kennis van Windows en Microsoft 365</li>
<li>Je legt technische zaken helder uit, zonder jargon</li>
</ul>
<h3>Dit bieden we</h3>
<ul>
<li>Een salaris tussen € 2.900 en € 3.700 bruto per maand</li>
<li>Een inwerkprogramma van zes weken met een vaste buddy</li>
<li>Doorgroeimogelijkheden naar engineer</li>
</ul>`,
      },
      {
        kind: 'Content',
        styletype: 'content_image_with_quote',
        label: 'Fatima El Amrani, teamleider servicedesk',
        description:
          '<p>“Ik begon hier zes jaar geleden aan de telefoon. Nu leid ik het team. Bij Wolkwerk krijg je de ruimte om te groeien.”</p>',
        personImage: IMG.portraitFatima,
        imageDesktop: { image: IMG.servicedesk, position: 'center' },
      },
      {
        kind: 'Content',
        styletype: 'content_cta',
        title: 'Zin om ons team te versterken?',
        description:
          '<p>Stuur je cv en een korte motivatie naar <a href="mailto:werken@wolkwerk.nl">werken@wolkwerk.nl</a>. Je hoort binnen een week van ons.</p>',
        links: [
          button('mailto:werken@wolkwerk.nl?subject=Sollicitatie%20servicedesk', 'Mail je cv', 'orange'),
          button('/over-ons/werken-bij/', 'Alle vacatures', 'white_outlined'),
        ],
      },
    ],
  },
  {
    databaseId: PAGE.migration,
    title: 'Overstappen naar de cloud',
    slug: 'overstappen',
    uri: '/overstappen/',
    date: '2026-09-08T09:00:00',
    modified: '2026-11-09T16:40:00',
    parent: null,
    featuredImage: IMG.migrationMeeting,
    settings: {
      showNewsletter: true,
      showFooter: true,
      breadcrumb: 'custom',
      breadcrumbCustom: [{ link: link('/diensten/', 'Diensten') }, { link: link('/overstappen/', 'Overstappen naar de cloud') }],
    },
    seo: {
      title: 'Overstappen naar de cloud | Wolkwerk Cloud',
      description:
        'Van eigen server of andere provider naar de Nederlandse cloud, zonder stilstand. Zo pakken de migratiespecialisten van Wolkwerk het aan.',
    },
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_landing',
        title: 'Overstappen naar de cloud zonder kopzorgen',
        description:
          '<p>Wij verhuizen je servers, bestanden en mailboxen. Jij merkt er maandagochtend alleen van dat alles sneller werkt.</p>',
        links: [
          button('/contact/migratie-intake/', 'Start de migratie-intake', 'orange'),
          button('/overstappen/#whitepaper', 'Download de whitepaper', 'white_outlined'),
        ],
      },
      {
        kind: 'Content',
        styletype: 'content_title_with_text',
        title: 'Zo verloopt je overstap',
        description: `<h3>1. Inventarisatie</h3>
<p>We brengen samen in kaart welke servers, applicaties en gegevens er zijn, en wie waar toegang toe heeft.</p>
<h3>2. Overstapplan</h3>
<p>Je krijgt een plan met planning, vaste prijs en een terugvalscenario. Pas als jij akkoord bent, gaan we verder.</p>
<h3>3. Testmigratie</h3>
<p>We zetten een kopie van je omgeving klaar, zodat een paar collega’s alles kunnen testen.</p>
<h3>4. Overstap en nazorg</h3>
<p>De echte verhuizing doen we buiten kantoortijd. In de eerste week staat je adviseur extra voor je klaar.</p>`,
      },
      {
        kind: 'Content',
        styletype: 'content_whitepaper',
        label: 'Gratis whitepaper',
        title: 'In vijf stappen naar de cloud',
        description:
          '<p>Alles wat je moet weten voordat je overstapt, in twintig overzichtelijke pagina’s. Met een checklist voor je inventarisatie en vijf valkuilen die we in de praktijk vaak tegenkomen.</p>',
        icon: IMG.iconWhitepaper,
        imageDesktop: { image: IMG.whitepaperCover, position: 'center' },
        links: [button('/overstappen/#whitepaper', 'Download de whitepaper', 'orange')],
      },
      {
        kind: 'Form',
        styletype: 'form_default',
        sectionId: 'whitepaper',
        title: 'Ontvang de whitepaper in je mailbox',
        description: '<p>Vul je gegevens in en we sturen je de whitepaper direct toe.</p>',
        formId: FORM.whitepaper,
      },
      {
        kind: 'Repeat',
        styletype: 'repeat_faq',
        sectionId: 'faq',
        title: 'Vragen over overstappen',
        faq: [
          {
            question: 'Hoeveel kost een overstap?',
            answer:
              '<p>Dat hangt af van de omvang van je omgeving. Na de inventarisatie krijg je altijd een <strong>vaste prijs</strong>, zodat je niet voor verrassingen komt te staan.</p>',
          },
          {
            question: 'Liggen we tijdens de overstap stil?',
            answer:
              '<p>Nee. We verhuizen buiten kantoortijd, meestal in het weekend. Op maandagochtend staat er een engineer klaar voor vragen.\nIn de praktijk merken de meeste medewerkers er niets van.</p>',
          },
          {
            question: 'Wat gebeurt er met onze oude server?',
            answer:
              '<p>Die laten we de eerste maand nog staan als terugvaloptie. Daarna wissen we de schijven volgens de richtlijnen en voeren we hem desgewenst voor je af.</p>',
          },
          {
            question: 'Welke gegevens hebben jullie van ons nodig?',
            answer:
              '<ul>\n<li>Een overzicht van je servers en applicaties</li>\n<li>Beheerderstoegang tot je huidige omgeving</li>\n<li>Een lijst van gebruikers en hun rechten</li>\n</ul>\n<p>De <a href="/contact/migratie-intake/">migratie-intake</a> helpt je om dit te verzamelen.</p>',
          },
          {
            question: 'Kunnen we ook gedeeltelijk overstappen?',
            answer:
              '<p>Zeker. Veel klanten beginnen met hun bestanden en e-mail, en verhuizen hun applicaties later. We zorgen dat beide omgevingen in de tussentijd goed samenwerken.</p>',
          },
        ],
      },
      { kind: 'Fragment', styletype: 'default', fragment: FRAGMENT.contactCta },
    ],
  },
];
