/**
 * Kennisbank posts. Each post is written as a row (title, slug, date, categories, image,
 * author, excerpt) with its own intro and sections; `toPost` turns a row into the blocks
 * WordPress serves: a banner_post first, then content blocks with HTML.
 */
import { CATEGORY } from './categories.ts';
import { button, WORDPRESS_URL } from './helpers.ts';
import { POST } from './ids.ts';
import { IMG } from './media.ts';
import type { Block, ButtonItem, Post } from './types.ts';

const MARK = 'Mark Jansen';
const SANNE = 'Sanne de Vries';
const FATIMA = 'Fatima El Amrani';
const LOTTE = 'Lotte Bakker';
const JOOST = 'Joost van Leeuwen';

const { none, cloudServers, cloudWorkplace, security, backup, microsoft365, news, migration } = CATEGORY;

interface Cta {
  title: string;
  description: string;
  links: ButtonItem[];
  image?: number;
}

const CTA_VPS: Cta = {
  title: 'Een VPS in vijf minuten online',
  description:
    '<p>Kies je pakket en je besturingssysteem, en je server staat binnen vijf minuten voor je klaar. Maandelijks opzegbaar.</p>',
  links: [
    button('/diensten/vps/#prijzen', 'Bekijk de VPS-pakketten', 'orange'),
    button('/offerte-aanvragen/?Service=vps', 'Stel je VPS samen', 'white_outlined'),
  ],
  image: IMG.serviceVps,
};

const CTA_PC: Cta = {
  title: 'Zelf een Cloud PC proberen?',
  description: '<p>Probeer een Cloud PC veertien dagen gratis met je eigen software. We richten hem samen met je in.</p>',
  links: [
    button('/diensten/cloud-pc/', 'Meer over Cloud PC', 'orange'),
    button('/offerte-aanvragen/?Service=pc&Pakket=Cloud%20PC%20Platinum', 'Offerte voor Cloud PC Platinum', 'white_outlined'),
  ],
};

const CTA_WORKPLACE: Cta = {
  title: 'Zie de Cloud werkplek in actie',
  description: '<p>In een demo van een half uur laten we zien hoe de Cloud werkplek er voor jouw team uitziet.</p>',
  links: [button('/diensten/cloud-werkplek/#demo', 'Vraag een demo aan', 'orange')],
  image: IMG.workplaceDemo,
};

const CTA_MIGRATION: Cta = {
  title: 'Hulp nodig bij je overstap?',
  description: '<p>Onze migratiespecialisten maken een plan met een vaste prijs en verhuizen alles buiten kantoortijd.</p>',
  links: [
    button('/contact/migratie-intake/', 'Start de migratie-intake', 'orange'),
    button('/overstappen/', 'Zo werkt overstappen', 'white_outlined'),
  ],
  image: IMG.migrationMeeting,
};

const CTA_QUOTE: Cta = {
  title: 'Bereken wat het jou kost',
  description: '<p>Stel je eigen pakket samen en ontvang direct een offerte in je mailbox, inclusief alle eenmalige kosten.</p>',
  links: [button('/offerte-aanvragen/?Service=office', 'Stel je offerte samen', 'orange')],
};

const CTA_SCAN: Cta = {
  title: 'Hoe cloudklaar ben jij?',
  description: '<p>Twaalf vragen, vijf minuten, en direct inzicht in waar je staat.</p>',
  links: [button('/cloudstatus/ontdekken/', 'Start de cloudscan', 'orange')],
  image: IMG.cloudSkyline,
};

const CTA_CALLBACK: Cta = {
  title: 'Liever even sparren?',
  description: `<p>Een van onze specialisten denkt graag met je mee. Laat je terugbellen of <a href="${WORDPRESS_URL}/contact/">stuur ons een bericht</a>.</p>`,
  links: [
    button('/terugbellen/', 'Bel mij nu terug', 'orange'),
    button('/contact/?Ik%20wil%20graag=Gebeld%20worden', 'Kies een belmoment', 'white_outlined'),
  ],
  image: IMG.ctaAdvisor,
};

const CTA_SECURITY: Cta = {
  title: 'Je team weerbaarder maken?',
  description: '<p>We geven korte workshops over phishing en veilig werken, op jouw kantoor of online. Praktisch en zonder vakjargon.</p>',
  links: [button('/contact/?Ik%20wil%20graag=Meer%20informatie', 'Vraag naar de workshop', 'orange')],
};

interface PostRow {
  id: number;
  slug: string;
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** Set when the post was edited later. */
  updated?: string;
  categories: number[];
  image: number;
  author: string;
  excerpt: string;
  /** The lead paragraph. */
  intro: string;
  /** [heading, HTML body]; 2 or 3 sections. */
  sections: [string, string][];
  /** Which section (index) is shown next to an image, if any. */
  imageSection?: number;
  sideImage?: number;
  cta?: Cta;
}

const rows: PostRow[] = [
  {
    id: 1001,
    slug: 'wat-is-een-vps',
    title: 'Wat is een VPS en wanneer heb je er een nodig?',
    date: '2025-01-14',
    categories: [cloudServers, none],
    image: IMG.serviceVps,
    author: MARK,
    excerpt:
      'Een VPS geeft je een eigen server zonder dat je hardware hoeft te kopen. We leggen uit hoe het werkt en wanneer het een slimme keuze is.',
    intro:
      'VPS staat voor virtual private server: een virtuele server die op een krachtige fysieke machine draait, maar zich gedraagt als je eigen server.',
    sections: [
      [
        'Hoe werkt een VPS?',
        '<p>Met virtualisatiesoftware verdelen we één fysieke server in meerdere afgeschermde delen. Elk deel krijgt een vaste hoeveelheid processorkracht, werkgeheugen en opslag. Wat andere klanten op dezelfde machine doen, merk jij niet.</p>',
      ],
      [
        'Wanneer kies je voor een VPS?',
        '<p>Een VPS is een goede keuze als shared hosting te beperkt wordt, maar een eigen fysieke server te duur of te veel gedoe is. Denk aan:</p>\n<ul>\n<li>een webshop of website met veel bezoekers;</li>\n<li>bedrijfssoftware die op een eigen server moet draaien;</li>\n<li>een testomgeving voor ontwikkelaars.</li>\n</ul>',
      ],
      [
        'Waar let je op bij het kiezen?',
        '<p>Kijk niet alleen naar de prijs. Let op de locatie van het datacenter, het type opslag (NVMe is vele malen sneller dan een gewone harde schijf) en of er back-ups zijn inbegrepen. En vraag jezelf af of je het beheer zelf wilt doen.</p>',
      ],
    ],
    cta: CTA_VPS,
  },
  {
    id: 1002,
    slug: 'cloud-pc-of-laptop',
    title: 'Cloud PC of gewone laptop: wat past bij jouw team?',
    date: '2025-02-04',
    categories: [cloudWorkplace],
    image: IMG.serviceCloudPc,
    author: SANNE,
    excerpt: 'Een nieuwe laptop voor iedereen, of toch een Cloud PC? We zetten de voor- en nadelen op een rij, van kosten tot veiligheid.',
    intro:
      'Elke paar jaar is het weer zover: de laptops zijn traag en er moet nieuwe hardware komen. Maar is een nieuwe laptop nog wel de beste keuze?',
    sections: [
      [
        'Het verschil in het kort',
        '<p>Bij een gewone laptop draaien je programma’s en staan je bestanden op het apparaat zelf. Bij een Cloud PC gebeurt dat in het datacenter; je laptop is alleen nog het scherm en het toetsenbord.</p>',
      ],
      [
        'Wanneer wint de Cloud PC?',
        '<ul>\n<li>Je team werkt op verschillende plekken en apparaten.</li>\n<li>Je gebruikt zware software, maar wilt geen dure werkstations kopen.</li>\n<li>Je wilt dat een verloren laptop geen datalek oplevert.</li>\n</ul>',
      ],
      [
        'En wanneer niet?',
        '<p>Werk je vaak zonder internet, bijvoorbeeld onderweg of op locaties met slecht bereik? Dan is een lokale laptop handiger. Veel teams kiezen daarom voor een mix: een eenvoudige laptop met een Cloud PC voor het echte werk.</p>',
      ],
    ],
    imageSection: 1,
    sideImage: IMG.homeWorking,
  },
  {
    id: 1003,
    slug: 'de-3-2-1-regel-voor-back-ups',
    title: 'De 3-2-1-regel voor back-ups uitgelegd',
    date: '2025-02-25',
    categories: [backup],
    image: IMG.backupStorage,
    author: FATIMA,
    excerpt: 'Drie kopieën, twee soorten opslag, één kopie buiten de deur. Waarom deze eenvoudige regel je bedrijf kan redden.',
    intro:
      'Een back-up heb je pas echt nodig als alles misgaat. Daarom is het belangrijk dat die back-up dan ook werkt. De 3-2-1-regel helpt je daarbij.',
    sections: [
      [
        'Wat houdt de regel in?',
        '<ul>\n<li><strong>3</strong> kopieën van je data: het origineel en twee back-ups;</li>\n<li><strong>2</strong> verschillende soorten opslag, bijvoorbeeld een server en een back-upsysteem;</li>\n<li><strong>1</strong> kopie op een andere locatie.</li>\n</ul>',
      ],
      [
        'Waarom een kopie buiten de deur?',
        '<p>Brand, waterschade of diefstal treffen alles wat in hetzelfde pand staat. En ransomware versleutelt vaak ook de back-ups die via het netwerk bereikbaar zijn. Een kopie op een andere locatie, die niet zomaar te wijzigen is, is je laatste redmiddel.</p>',
      ],
      [
        'Zo doen wij het',
        '<p>Bij Wolkwerk gaat elke back-up ’s nachts naar ons tweede datacenter. We bewaren dertig dagelijkse en twaalf maandelijkse versies, en we testen het terugzetten elke maand.</p>',
      ],
    ],
  },
  {
    id: 1004,
    slug: 'tweestapsverificatie-instellen',
    title: 'Tweestapsverificatie: de eenvoudigste beveiliging die je vandaag regelt',
    date: '2025-03-18',
    categories: [security, microsoft365],
    image: IMG.password,
    author: LOTTE,
    excerpt: 'Met tweestapsverificatie is een gestolen wachtwoord niet meer genoeg om in te breken. Zo zet je het aan voor Microsoft 365.',
    intro:
      'De meeste inbraken beginnen met een gestolen of geraden wachtwoord. Tweestapsverificatie maakt dat wachtwoord alleen bijna waardeloos.',
    sections: [
      [
        'Hoe werkt het?',
        '<p>Naast je wachtwoord bevestig je het inloggen met iets wat alleen jij hebt, meestal een app op je telefoon. Een aanvaller die je wachtwoord kent, komt zonder die telefoon niet binnen.</p>',
      ],
      [
        'Zo zet je het aan in Microsoft 365',
        '<ul>\n<li>Ga als beheerder naar het Microsoft Entra-beheercentrum.</li>\n<li>Schakel de standaardbeveiliging in, of maak een beleid voor voorwaardelijke toegang.</li>\n<li>Laat iedere medewerker de Microsoft Authenticator-app installeren.</li>\n</ul>\n<p>Meer tips lees je op de website van <a href="https://veiliginternetten.nl/" target="_blank" rel="noopener noreferrer">Veilig Internetten</a>.</p>',
      ],
    ],
  },
  {
    id: 1005,
    slug: 'in-vijf-stappen-naar-de-cloud',
    title: 'In vijf stappen naar de cloud',
    date: '2025-04-08',
    updated: '2026-03-02',
    categories: [migration, none],
    image: IMG.migrationMeeting,
    author: SANNE,
    excerpt:
      'Overstappen naar de cloud hoeft geen sprong in het diepe te zijn. Met deze vijf stappen houd je grip op planning, kosten en risico’s.',
    intro:
      'Veel ondernemers willen wel naar de cloud, maar weten niet waar ze moeten beginnen. Dit stappenplan gebruiken wij zelf bij elke migratie.',
    sections: [
      [
        'Stap 1 en 2: inventariseren en prioriteren',
        '<p>Maak eerst een lijst van alle servers, applicaties en gegevens. Bepaal daarna wat bedrijfskritisch is en wat kan wachten. Zo weet je waar je moet beginnen en waar je extra voorzichtig moet zijn.</p>',
      ],
      [
        'Stap 3 en 4: plannen en testen',
        '<p>Leg vast wie wat doet, wanneer je overstapt en wat je doet als het tegenvalt. Test de nieuwe omgeving met een paar collega’s voordat de rest overgaat.</p>',
      ],
      [
        'Stap 5: overstappen en opruimen',
        '<p>Verhuis buiten kantoortijd en houd de oude omgeving nog even achter de hand. Ruim die pas op als alles een maand goed draait.</p>',
      ],
    ],
    imageSection: 1,
    sideImage: IMG.serverMove,
    cta: CTA_MIGRATION,
  },
  {
    id: 1006,
    slug: 'windows-server-2016-einde-ondersteuning',
    title: 'Windows Server 2016: de ondersteuning stopt in januari 2027',
    date: '2025-04-29',
    categories: [cloudServers, security],
    image: IMG.serverMove,
    author: MARK,
    excerpt:
      'Microsoft stopt op 12 januari 2027 met beveiligingsupdates voor Windows Server 2016. Wat betekent dat voor jou, en wat zijn je opties?',
    intro: 'Draait je bedrijfssoftware nog op Windows Server 2016? Dan is dit het moment om vooruit te kijken.',
    sections: [
      [
        'Wat verandert er?',
        '<p>Na 12 januari 2027 brengt Microsoft geen beveiligingsupdates meer uit voor Windows Server 2016. Nieuwe kwetsbaarheden worden dan niet meer gedicht, waardoor je server een makkelijk doelwit wordt. De precieze data vind je op de <a href="https://learn.microsoft.com/lifecycle/" target="_blank" rel="noopener noreferrer">levenscycluspagina van Microsoft</a>.</p>',
      ],
      [
        'Je opties op een rij',
        '<ul>\n<li>Upgraden naar Windows Server 2022 op je huidige hardware;</li>\n<li>je applicaties verhuizen naar een VPS met een actuele Windows-versie;</li>\n<li>kijken of een Cloud werkplek de server helemaal overbodig maakt.</li>\n</ul>',
      ],
    ],
    cta: CTA_MIGRATION,
  },
  {
    id: 1007,
    slug: 'tweede-datacenter-rotterdam',
    title: 'Wolkwerk opent tweede datacenter in Rotterdam',
    date: '2025-05-20',
    categories: [news],
    image: IMG.datacenter,
    author: JOOST,
    excerpt:
      'Vanaf juni draaien onze diensten in twee Nederlandse datacenters. Dat betekent nog meer zekerheid voor je data en je back-ups.',
    intro: 'Goed nieuws: na maanden voorbereiding is ons tweede datacenter in Rotterdam in gebruik genomen.',
    sections: [
      [
        'Waarom een tweede locatie?',
        '<p>Tot nu toe stonden al onze servers in Amsterdam, met de back-ups in een aparte zaal van hetzelfde complex. Met Rotterdam erbij liggen de back-ups voortaan zestig kilometer verderop. Ook als een complete locatie uitvalt, is je data veilig.</p>',
      ],
      [
        'Wat merk jij ervan?',
        '<p>Niets, behalve meer zekerheid. Bestaande back-ups verhuizen we de komende weken automatisch. Je hoeft zelf niets te doen en je maandprijs blijft gelijk.</p>',
      ],
    ],
  },
  {
    id: 1008,
    slug: 'phishing-herkennen',
    title: 'Zo herken je een phishingmail',
    date: '2025-06-10',
    categories: [security],
    image: IMG.phishing,
    author: LOTTE,
    excerpt:
      'Phishingmails worden steeds overtuigender. Met deze vijf signalen prik je er toch doorheen, en zo reageer je als je toch hebt geklikt.',
    intro: 'Een mail van ‘de bank’, een onbetaalde factuur of een gedeeld document: phishing ziet er steeds echter uit.',
    sections: [
      [
        'Vijf signalen',
        '<ul>\n<li>Er wordt haast gemaakt: ‘binnen 24 uur’ of ‘anders wordt je account geblokkeerd’.</li>\n<li>Het afzenderadres klopt net niet.</li>\n<li>De link gaat naar een andere website dan je verwacht.</li>\n<li>Je wordt gevraagd in te loggen of gegevens te bevestigen.</li>\n<li>De aanhef is algemeen, terwijl de afzender je zou moeten kennen.</li>\n</ul>',
      ],
      [
        'Toch geklikt?',
        '<p>Geen paniek, maar handel snel. Wijzig direct je wachtwoord, meld het bij je IT-beheerder en meld de mail bij de <a href="https://www.fraudehelpdesk.nl/" target="_blank" rel="noopener noreferrer">Fraudehelpdesk</a>. Hoe sneller het bekend is, hoe kleiner de schade.</p>',
      ],
    ],
    cta: CTA_SECURITY,
  },
  {
    id: 1009,
    slug: 'linux-of-windows-vps',
    title: 'Linux of Windows voor je VPS?',
    date: '2025-07-01',
    categories: [cloudServers],
    image: IMG.linuxTerminal,
    author: MARK,
    excerpt:
      'Debian, Ubuntu of Windows Server: welk besturingssysteem kies je voor je VPS? Het hangt vooral af van de software die je wilt draaien.',
    intro: 'Bij het bestellen van een VPS is het besturingssysteem een van de eerste keuzes. Die keuze is minder spannend dan ze lijkt.',
    sections: [
      [
        'Kies op basis van je software',
        '<p>De software die je wilt draaien bepaalt meestal de keuze. Websites, databases en de meeste opensourcetoepassingen draaien het best op Linux. Bedrijfssoftware die voor Windows is gemaakt, zoals veel boekhoud- en ERP-pakketten, heeft Windows Server nodig.</p>',
      ],
      [
        'Debian of Ubuntu?',
        '<p>Beide zijn stabiel en gratis. Debian staat bekend om zijn rust: updates komen pas als ze grondig getest zijn. Ubuntu brengt vaker nieuwe versies uit en heeft veel documentatie. Twijfel je, kies dan de versie waarmee je team de meeste ervaring heeft.</p>',
      ],
      [
        'Wat kost Windows extra?',
        '<p>Voor Windows Server betaal je een licentie, bij ons € 17,50 per maand per server. Loggen er extra gebruikers in via extern bureaublad, dan heb je per gebruiker ook een RDP-licentie nodig.</p>',
      ],
    ],
    imageSection: 1,
    cta: CTA_VPS,
  },
  {
    id: 1010,
    slug: 'veilig-thuiswerken-cloud-werkplek',
    title: 'Thuiswerken zonder VPN-gedoe met een cloud werkplek',
    date: '2025-07-22',
    categories: [cloudWorkplace, security],
    image: IMG.homeWorking,
    author: SANNE,
    excerpt:
      'Trage VPN-verbindingen en bestanden op privélaptops: thuiswerken kan een stuk veiliger en prettiger. Zo helpt een cloud werkplek.',
    intro:
      'Sinds thuiswerken normaal is geworden, worstelen veel organisaties met hetzelfde probleem: hoe houd je het veilig zonder dat het onwerkbaar wordt?',
    sections: [
      [
        'Het probleem met de klassieke VPN',
        '<p>Een VPN verbindt de laptop thuis met het kantoornetwerk. Dat werkt, maar bestanden gaan heen en weer over een trage lijn en belanden vaak lokaal op de laptop. En is die laptop besmet, dan zit het virus meteen in je netwerk.</p>',
      ],
      [
        'Hoe een cloud werkplek het oplost',
        '<p>Bij een cloud werkplek blijft alles in het datacenter. Alleen het beeld gaat naar de laptop thuis. Er staan dus geen bedrijfsbestanden op het apparaat, en de snelheid hangt niet meer af van de verbinding met kantoor.</p>',
      ],
    ],
    imageSection: 1,
    sideImage: IMG.serviceWorkplace,
    cta: CTA_WORKPLACE,
  },
  {
    id: 1011,
    slug: 'microsoft-365-back-up',
    title: 'Microsoft 365-back-up: waarom Microsoft niet alles bewaart',
    date: '2025-08-12',
    categories: [backup, microsoft365],
    image: IMG.collaboration,
    author: FATIMA,
    excerpt:
      'Veel organisaties denken dat Microsoft hun mail en bestanden back-upt. Dat klopt maar half. Dit moet je weten over verwijderde data.',
    intro:
      'Microsoft zorgt dat Microsoft 365 beschikbaar blijft. Maar je data terughalen na een fout of een aanval? Daar ben je grotendeels zelf verantwoordelijk voor.',
    sections: [
      [
        'Wat Microsoft wel en niet doet',
        '<p>Verwijderde mails en bestanden komen in een prullenbak die standaard na 30 tot 93 dagen wordt geleegd. Versleutelt ransomware je OneDrive, of verwijdert een vertrekkende medewerker bewust bestanden, dan ben je na die termijn alles kwijt.</p>',
      ],
      [
        'Zo regel je het wel',
        '<ul>\n<li>Maak dagelijks een aparte back-up van Exchange, OneDrive, SharePoint en Teams.</li>\n<li>Bewaar die back-up buiten Microsoft, bij voorkeur in Nederland.</li>\n<li>Test minimaal twee keer per jaar of je een mailbox volledig kunt terugzetten.</li>\n</ul>',
      ],
    ],
  },
  {
    id: 1012,
    slug: 'nvme-opslag-uitgelegd',
    title: 'NVMe-opslag: waarom je server er sneller van wordt',
    date: '2025-09-02',
    categories: [cloudServers],
    image: IMG.nvme,
    author: MARK,
    excerpt: 'NVMe is de snelste opslag die je in een server kunt stoppen. Wat is het verschil met een gewone SSD, en merk je dat echt?',
    intro: 'In onze pakketten zie je overal NVMe-opslag staan. Maar wat betekent dat eigenlijk, en waarom vinden we het zo belangrijk?',
    sections: [
      [
        'Van harde schijf naar NVMe',
        '<p>Een ouderwetse harde schijf leest data met een draaiende schijf en een leeskop. Een SSD gebruikt geheugenchips en is daardoor veel sneller. NVMe gaat nog een stap verder: de opslag is via een snelle aansluiting direct met de processor verbonden, zonder de trage tussenlaag die SSD’s vroeger gebruikten.</p>',
      ],
      [
        'Merk je dat?',
        '<p>Zeker bij databases, webshops en boekhoudsoftware. Die doen duizenden kleine lees- en schrijfacties per seconde. Met NVMe laden pagina’s sneller, lopen rapportages korter en start je server in seconden op.</p>',
      ],
    ],
    cta: CTA_VPS,
  },
  {
    id: POST.ransomware,
    slug: 'ransomware-schade-beperken',
    title: 'Ransomware: zo beperk je de schade',
    date: '2025-09-23',
    categories: [security, backup],
    image: IMG.securityLock,
    author: LOTTE,
    excerpt:
      'Ransomware kan elk bedrijf treffen. Met deze maatregelen maak je het aanvallers moeilijk en sta je na een aanval snel weer overeind.',
    intro:
      'Bij een ransomware-aanval worden je bestanden versleuteld en vragen criminelen losgeld. De schade loopt vaak op tot tienduizenden euro’s, nog los van de stilstand.',
    sections: [
      [
        'Voorkomen is het halve werk',
        '<ul>\n<li>Installeer updates zo snel mogelijk, ook op servers.</li>\n<li>Gebruik tweestapsverificatie voor alle accounts.</li>\n<li>Geef medewerkers alleen toegang tot wat ze nodig hebben.</li>\n</ul>\n<p>Het <a href="https://www.ncsc.nl/" target="_blank" rel="noopener noreferrer">Nationaal Cyber Security Centrum</a> publiceert regelmatig actuele adviezen.</p>',
      ],
      [
        'Een back-up die de aanval overleeft',
        '<p>Aanvallers zoeken actief naar back-ups om die ook te versleutelen. Zorg daarom voor een kopie die niet vanaf je netwerk te wijzigen is. Bij Wolkwerk zijn back-ups onveranderbaar: zelfs wij kunnen ze niet aanpassen tot de bewaartermijn voorbij is.</p>',
      ],
      [
        'Als het toch gebeurt',
        '<p>Koppel getroffen systemen direct los van het netwerk, betaal geen losgeld en doe aangifte. Schakel zo snel mogelijk je IT-partner in om de omvang vast te stellen en schone back-ups terug te zetten.</p>',
      ],
    ],
    imageSection: 1,
    sideImage: IMG.backupStorage,
  },
  {
    id: 1014,
    slug: 'nieuwe-medewerker-snel-aan-de-slag',
    title: 'Een nieuwe medewerker in tien minuten aan de slag',
    date: '2025-10-14',
    categories: [cloudWorkplace, none],
    image: IMG.serviceWorkplace,
    author: SANNE,
    excerpt:
      'Geen laptop die een dag moet installeren, geen wachtwoord op een briefje. Zo regel je de eerste werkdag met een cloud werkplek.',
    intro:
      'De eerste werkdag van een nieuwe collega begint vaak met wachten: op een laptop, op accounts, op toegang tot de juiste mappen. Dat kan anders.',
    sections: [
      [
        'Alles vooraf klaargezet',
        '<p>Met een cloud werkplek maak je het account aan voordat je nieuwe collega begint. Rechten, mappen en applicaties volgen automatisch uit de functie die je kiest. Op de eerste dag hoeft je collega alleen nog in te loggen.</p>',
      ],
      [
        'En bij vertrek?',
        '<p>Net zo belangrijk: als iemand vertrekt, blokkeer je met één klik de toegang tot alles. Omdat er geen bedrijfsdata op de laptop staat, hoef je je geen zorgen te maken over wat er op dat apparaat achterblijft.</p>',
      ],
    ],
    cta: CTA_WORKPLACE,
  },
  {
    id: 1015,
    slug: 'iso-27001-en-nen-7510',
    title: 'Wat betekenen ISO 27001 en NEN 7510 voor jouw data?',
    date: '2025-11-04',
    categories: [security],
    image: IMG.greenDatacenter,
    author: JOOST,
    excerpt:
      'Je ziet de certificaten overal staan, maar wat zeggen ze eigenlijk? Een korte uitleg over ISO 27001 en NEN 7510 en waarom ze ertoe doen.',
    intro: 'Bij het kiezen van een cloudprovider kom je ze steeds tegen: ISO 27001 en NEN 7510. Maar wat houden deze normen in?',
    sections: [
      [
        'ISO 27001',
        '<p>ISO 27001 is de internationale norm voor informatiebeveiliging. Een gecertificeerde organisatie heeft aantoonbaar in kaart gebracht welke risico’s er zijn en welke maatregelen ze daartegen neemt. Een onafhankelijke partij controleert dat elk jaar.</p>',
      ],
      [
        'NEN 7510',
        '<p>NEN 7510 bouwt voort op ISO 27001 en voegt eisen toe voor de zorg. Werk je met medische gegevens, bijvoorbeeld als huisarts, fysiotherapeut of zorginstelling? Dan is een leverancier met NEN 7510 eigenlijk een must.</p>',
      ],
      [
        'Waar let je op?',
        '<p>Vraag altijd naar het certificaat zelf en kijk wat er onder de scope valt. Een certificaat voor alleen het kantoor zegt weinig over de datacenters waar jouw data staat.</p>',
      ],
    ],
  },
  {
    id: 1016,
    slug: 'teams-sharepoint-onedrive',
    title: 'Teams, SharePoint of OneDrive: wat zet je waar?',
    date: '2025-11-25',
    categories: [microsoft365, cloudWorkplace],
    image: IMG.teamsMeeting,
    author: LOTTE,
    excerpt:
      'Drie plekken om bestanden op te slaan, en iedereen doet het anders. Met deze eenvoudige vuistregel houd je Microsoft 365 overzichtelijk.',
    intro: 'In veel organisaties staan dezelfde documenten in Teams, in SharePoint én in iemands OneDrive. Dat hoeft niet.',
    sections: [
      [
        'De vuistregel',
        '<ul>\n<li><strong>OneDrive</strong> is voor je eigen werk in uitvoering, zoals concepten en persoonlijke notities.</li>\n<li><strong>Teams</strong> is voor samenwerken met je team of project, inclusief de gesprekken erover.</li>\n<li><strong>SharePoint</strong> is voor documenten die de hele organisatie moet kunnen vinden, zoals beleid en sjablonen.</li>\n</ul>',
      ],
      [
        'Achter de schermen is het één systeem',
        '<p>Bestanden in Teams worden in werkelijkheid in SharePoint opgeslagen. Het verschil zit vooral in hoe je ermee werkt. Spreek daarom met elkaar af waar iets thuishoort, en leg dat vast op één A4’tje.</p>',
      ],
    ],
    imageSection: 1,
    sideImage: IMG.collaboration,
  },
  {
    id: 1017,
    slug: 'it-checklist-jaareinde',
    title: 'Je IT-jaar afsluiten: een checklist voor december',
    date: '2025-12-16',
    categories: [none, backup],
    image: IMG.flexDesk,
    author: FATIMA,
    excerpt: 'Voordat de kerstdagen beginnen: met deze checklist begin je het nieuwe jaar met een opgeruimde en veilige IT-omgeving.',
    intro: 'December is een mooi moment om even stil te staan bij je IT. Een uurtje werk nu scheelt veel gedoe in januari.',
    sections: [
      [
        'De checklist',
        '<ul>\n<li>Verwijder accounts van medewerkers die dit jaar zijn vertrokken.</li>\n<li>Controleer of je back-ups het afgelopen jaar zijn gelukt, en zet er eentje terug als test.</li>\n<li>Kijk welke licenties je betaalt maar niet gebruikt.</li>\n<li>Bewaar de contactgegevens van je IT-partner op een plek die ook zonder computer te vinden is.</li>\n</ul>',
      ],
      [
        'Bereikbaar tijdens de feestdagen',
        '<p>Onze servicedesk is ook tijdens de kerstdagen gewoon 24/7 bereikbaar. Tussen Kerst en Oud en Nieuw plannen we geen onderhoud, zodat je zonder verrassingen het jaar uitgaat.</p>',
      ],
    ],
  },
  {
    id: 1018,
    slug: 'nieuwe-pakketten-2026',
    title: 'Meer opslag voor dezelfde prijs in 2026',
    date: '2026-01-13',
    categories: [news],
    image: IMG.newsCloud,
    author: JOOST,
    excerpt: 'Vanaf 1 februari krijgen alle VPS- en Cloud PC-pakketten meer NVMe-opslag, zonder prijsverhoging. Dit verandert er voor jou.',
    intro: 'We beginnen het jaar met goed nieuws: alle pakketten krijgen meer opslag, zonder dat je er meer voor betaalt.',
    sections: [
      [
        'Wat verandert er?',
        '<p>Vanaf 1 februari 2026 stijgt de opslag in alle VPS- en Cloud PC-pakketten met gemiddeld 25 procent. Een VPS Silver heeft voortaan bijvoorbeeld 200 GB NVMe-opslag in plaats van 160 GB. Bestaande klanten krijgen de extra ruimte automatisch.</p>',
      ],
      [
        'Goedkoper uitbreiden',
        '<p>Heb je nog meer nodig? Bij de grotere pakketten kost een extra blok van 100 GB NVMe voortaan € 7,50 per maand in plaats van € 15. Bekijk de actuele prijzen op de <a href="/diensten/vps/#prijzen">VPS-pagina</a>.</p>',
      ],
    ],
  },
  {
    id: POST.snapshotOrBackup,
    slug: 'snapshot-of-back-up',
    title: 'Snapshot of back-up: wat is het verschil?',
    date: '2026-02-03',
    categories: [backup, cloudServers],
    image: IMG.monitoring,
    author: MARK,
    excerpt:
      'Een snapshot is geen back-up, al lijkt het er veel op. We leggen uit wanneer je welke gebruikt en waarom je ze allebei wilt hebben.',
    intro: 'Snapshots en back-ups worden vaak door elkaar gehaald. Toch hebben ze een heel ander doel.',
    sections: [
      [
        'Een snapshot: de pauzeknop',
        '<p>Een snapshot legt de toestand van je server op één moment vast, binnen dezelfde opslag. Dat is ideaal vlak voor een grote update: gaat er iets mis, dan zet je de server in een paar seconden terug.</p>',
      ],
      [
        'Een back-up: de verzekering',
        '<p>Een back-up is een volledige kopie die op een andere plek staat. Gaat de opslag zelf kapot, of valt een heel datacenter uit, dan heb je niets aan een snapshot. Dan heb je de back-up nodig.</p>',
      ],
      [
        'Gebruik ze allebei',
        '<p>Maak een snapshot voor elke riskante wijziging en verwijder hem na een paar dagen weer. Laat daarnaast elke nacht een back-up maken naar een andere locatie. Bij de Cloud werkplek-pakketten vanaf Silver zijn beide inbegrepen.</p>',
      ],
    ],
  },
  {
    id: 1020,
    slug: 'kosten-cloud-werkplek',
    title: 'Wat kost een cloud werkplek echt?',
    date: '2026-02-24',
    categories: [cloudWorkplace, migration],
    image: IMG.hybridWorking,
    author: SANNE,
    excerpt:
      'Een vaste prijs per gebruiker lijkt duurder dan een eigen server. Tot je alle kosten naast elkaar zet. Een eerlijke vergelijking.',
    intro:
      'Op het eerste gezicht is het simpel: een eigen server koop je één keer, een cloud werkplek betaal je elke maand. Maar dat is niet het hele verhaal.',
    sections: [
      [
        'De verborgen kosten van een eigen server',
        '<ul>\n<li>vervanging van de hardware, gemiddeld elke vijf jaar;</li>\n<li>stroom en koeling, vaak 50 tot 100 euro per maand;</li>\n<li>beheer, updates en back-ups door een IT-partner;</li>\n<li>stilstand als er iets kapotgaat.</li>\n</ul>',
      ],
      [
        'Een rekenvoorbeeld',
        '<p>Een kantoor met twaalf medewerkers is voor een eigen server, inclusief beheer en vervanging, al snel 600 euro per maand kwijt. Twaalf Cloud werkplekken Silver kosten € 479,40 per maand, inclusief back-up en updates. En je hoeft nooit meer een server te vervangen.</p>',
      ],
    ],
    cta: CTA_QUOTE,
  },
  {
    id: 1021,
    slug: 'server-in-de-meterkast-vervangen',
    title: 'De server in de meterkast vervangen',
    date: '2026-03-17',
    categories: [migration, cloudServers],
    image: IMG.fibreCables,
    author: MARK,
    excerpt:
      'Staat er bij jou nog een server in de meterkast of het archief? Dit zijn de risico’s, en zo verhuis je hem zonder stilstand naar de cloud.',
    intro:
      'Het komt nog steeds vaak voor: een server in de meterkast, de archiefkast of onder een bureau. Hij doet al jaren trouw zijn werk, tot hij dat ineens niet meer doet.',
    sections: [
      [
        'De risico’s',
        '<p>Een meterkast is niet gemaakt voor servers. Het wordt er warm, er is geen noodstroom en iedereen kan erbij. Gaat de server kapot, dan ligt vaak het hele kantoor stil totdat er een nieuwe is geleverd en ingericht.</p>',
      ],
      [
        'Verhuizen naar een VPS',
        '<p>In de meeste gevallen kunnen we je server één op één overzetten naar een VPS. Je applicaties blijven hetzelfde werken, maar draaien voortaan in een datacenter met noodstroom, koeling en dagelijkse back-ups.</p>',
      ],
    ],
    imageSection: 1,
    sideImage: IMG.datacenterAisle,
    cta: CTA_MIGRATION,
  },
  {
    id: 1022,
    slug: 'avg-en-de-cloud',
    title: 'AVG en de cloud: waar staat jouw data?',
    date: '2026-04-07',
    categories: [security, none],
    image: IMG.datacenter,
    author: JOOST,
    excerpt:
      'Volgens de AVG blijf jij verantwoordelijk voor de persoonsgegevens die je in de cloud zet. Met deze vragen kies je een provider die past.',
    intro:
      'Zet je klant- of personeelsgegevens in de cloud, dan blijf jij volgens de AVG verantwoordelijk. Je provider is de verwerker, maar jij moet kunnen uitleggen waar de data staat en hoe die beschermd is.',
    sections: [
      [
        'Vijf vragen voor je provider',
        '<ul>\n<li>In welk land staan de servers en de back-ups?</li>\n<li>Valt de provider onder niet-Europese wetgeving?</li>\n<li>Is er een verwerkersovereenkomst?</li>\n<li>Welke certificeringen zijn er, en voor welke locaties?</li>\n<li>Wat gebeurt er met je data als je opzegt?</li>\n</ul>',
      ],
      [
        'Meer weten?',
        `<p>De <a href="https://www.autoriteitpersoonsgegevens.nl/" target="_blank" rel="noopener noreferrer">Autoriteit Persoonsgegevens</a> legt helder uit wat de rol van een verwerker is. Wil je weten hoe wij met jouw data omgaan? <a href="${WORDPRESS_URL}/contact/">Neem contact met ons op</a>, dan sturen we je onze verwerkersovereenkomst toe.</p>`,
      ],
    ],
  },
  {
    id: 1023,
    slug: 'ram-of-vcpu-upgraden',
    title: 'Extra RAM of extra vCPU: wat helpt je server echt?',
    date: '2026-04-28',
    categories: [cloudServers],
    image: IMG.serviceVps,
    author: MARK,
    excerpt:
      'Je server is traag, dus je koopt er wat bij. Maar wat? Zo zie je of je meer geheugen, meer rekenkracht of snellere opslag nodig hebt.',
    intro: 'Een trage server opwaarderen is bij een VPS zo gedaan. Het lastige is weten wat je moet uitbreiden.',
    sections: [
      [
        'Kijk eerst naar de cijfers',
        '<p>Open de monitoring in het klantportaal en kijk naar de afgelopen week. Zit het processorgebruik vaak boven de 80 procent, dan helpt een extra vCPU. Is het werkgeheugen steeds vol en gaat de server swappen, dan heb je meer RAM nodig.</p>',
      ],
      [
        'Soms is het geen van beide',
        '<p>Staat de processor vooral te wachten op de schijf, dan ligt het probleem bij de opslag of bij een database zonder goede indexen. Meer hardware helpt dan maar beperkt. Onze engineers kijken graag mee voordat je gaat uitbreiden.</p>',
      ],
    ],
    cta: CTA_VPS,
  },
  {
    id: 1024,
    slug: 'copilot-rechten-op-orde',
    title: 'Microsoft 365 Copilot: eerst je rechten op orde',
    date: '2026-05-19',
    categories: [microsoft365, security],
    image: IMG.teamsMeeting,
    author: LOTTE,
    excerpt:
      'Copilot doorzoekt alles waar een medewerker bij kan. Staan je rechten te ruim, dan vindt het ook wat niet voor iedereen bedoeld is.',
    intro:
      'Steeds meer organisaties experimenteren met Microsoft 365 Copilot. Een slimme assistent, maar wel een die alles leest waar de gebruiker toegang toe heeft.',
    sections: [
      [
        'Het risico',
        '<p>In veel organisaties zijn mappen in de loop der jaren voor ‘iedereen’ opengezet. Niemand keek er ooit naar, dus het viel niet op. Copilot vindt die bestanden wel, en vat het salarisoverzicht net zo makkelijk samen als de notulen van het teamoverleg.</p>',
      ],
      [
        'Drie stappen vooraf',
        '<ul>\n<li>Breng in kaart welke SharePoint-sites en teams voor de hele organisatie openstaan.</li>\n<li>Ruim oude deellinks op die voor ‘iedereen met de link’ werken.</li>\n<li>Label gevoelige documenten, zodat Copilot ze niet meeneemt.</li>\n</ul>',
      ],
    ],
    imageSection: 1,
    sideImage: IMG.securityLock,
  },
  {
    id: 1025,
    slug: 'back-up-testen',
    title: 'Zo test je of je back-up echt werkt',
    date: '2026-06-09',
    categories: [backup],
    image: IMG.backupStorage,
    author: FATIMA,
    excerpt:
      'Een back-up die nooit is getest, is eigenlijk een hoop. Met deze eenvoudige hersteltest weet je zeker dat je data terug te halen is.',
    intro:
      '‘De back-up staat elke nacht op groen.’ Dat horen we vaak. Maar een geslaagde back-up zegt nog niets over of je die data ook echt kunt terugzetten.',
    sections: [
      [
        'Een hersteltest in vier stappen',
        '<ul>\n<li>Kies een willekeurig bestand, een mailbox en een complete server.</li>\n<li>Zet ze terug naar een aparte testomgeving, niet over het origineel heen.</li>\n<li>Controleer of de data compleet is en of applicaties starten.</li>\n<li>Noteer hoe lang het duurde, en vergelijk dat met wat je bedrijf aankan.</li>\n</ul>',
      ],
      [
        'Hoe vaak?',
        '<p>Test losse bestanden elke maand en een complete server minimaal twee keer per jaar. Bij Wolkwerk doen we dat voor je en krijg je elk kwartaal een rapport met de resultaten.</p>',
      ],
    ],
  },
  {
    id: POST.isoRecertification,
    slug: 'iso-27001-hercertificering',
    title: 'Wolkwerk opnieuw gecertificeerd voor ISO 27001',
    date: '2026-06-30',
    categories: [news, security],
    image: IMG.officeEvening,
    author: JOOST,
    excerpt: 'Na een uitgebreide audit is Wolkwerk opnieuw gecertificeerd voor ISO 27001 en NEN 7510, nu voor beide datacenterlocaties.',
    intro: 'Elke drie jaar gaat ons hele beveiligingsbeleid door de molen bij een onafhankelijke auditor. Deze maand was het weer zover.',
    sections: [
      [
        'Wat is er getoetst?',
        '<p>De auditor bekeek onder meer onze toegangscontrole, het patchbeleid, de back-upprocedures en hoe we met incidenten omgaan. Voor het eerst viel ook ons datacenter in Rotterdam onder de scope.</p>',
      ],
      [
        'Wat betekent dit voor jou?',
        '<p>Je kunt erop vertrouwen dat je data volgens een erkende norm wordt beschermd. Heb je het certificaat nodig voor je eigen audit of aanbesteding? Vraag het op via onze <a href="/contact/">contactpagina</a>.</p>',
      ],
    ],
  },
  {
    id: 1027,
    slug: 'thuiswerkbeleid-afspraken',
    title: 'Thuiswerkbeleid: vijf afspraken die je vastlegt',
    date: '2026-07-21',
    categories: [cloudWorkplace, none],
    image: IMG.homeWorking,
    author: SANNE,
    excerpt:
      'Thuiswerken is normaal geworden, maar heb je de afspraken er ook over vastgelegd? Deze vijf onderwerpen horen in elk thuiswerkbeleid.',
    intro:
      'Bijna elke organisatie werkt inmiddels hybride, maar lang niet overal zijn de afspraken op papier gezet. Dat leidt tot onduidelijkheid, en soms tot risico’s.',
    sections: [
      [
        'Vijf onderwerpen',
        '<ul>\n<li>Op welke apparaten mag je werken, en mag dat ook een privélaptop zijn?</li>\n<li>Waar sla je bestanden op?</li>\n<li>Hoe ga je om met vertrouwelijke gesprekken en papieren?</li>\n<li>Wat doe je bij verlies of diefstal van een apparaat?</li>\n<li>Wie is je aanspreekpunt bij IT-problemen?</li>\n</ul>',
      ],
      [
        'Techniek maakt het makkelijker',
        '<p>Met een cloud werkplek regel je een aantal van deze afspraken vanzelf. Bestanden staan altijd op de juiste plek, en een privélaptop is veilig te gebruiken omdat er geen bedrijfsdata op achterblijft.</p>',
      ],
    ],
    cta: CTA_WORKPLACE,
  },
  {
    id: 1028,
    slug: 'bestanden-naar-sharepoint',
    title: 'Van netwerkschijf naar SharePoint: zo verhuis je je bestanden',
    date: '2026-08-11',
    categories: [microsoft365, migration],
    image: IMG.flexDesk,
    author: LOTTE,
    excerpt: 'De oude netwerkschijf met vijftien jaar aan mappen naar SharePoint verhuizen? Met deze aanpak voorkom je chaos op dag één.',
    intro:
      'De G-schijf, de S-schijf, de mappen ‘oud’ en ‘oud2’: bijna elk kantoor heeft een netwerkschijf die in de loop der jaren is uitgegroeid tot een doolhof.',
    sections: [
      [
        'Niet alles één op één overzetten',
        '<p>De verleiding is groot om de hele schijf in één keer te kopiëren. Doe het niet. Gebruik de verhuizing om op te ruimen: archiveer wat al jaren niet is geopend en richt de rest in per afdeling of project.</p>',
      ],
      [
        'Let op lange paden en rechten',
        '<p>SharePoint heeft een limiet op de lengte van bestandspaden, en diep geneste mappen lopen daar snel tegenaan. Controleer ook wie waar bij kan: rechten op een netwerkschijf zijn vaak anders geregeld dan je denkt.</p>',
      ],
    ],
    imageSection: 1,
    sideImage: IMG.collaboration,
    cta: CTA_MIGRATION,
  },
  {
    id: 1029,
    slug: 'vps-grootte-kiezen',
    title: 'Hoe groot moet je VPS zijn?',
    date: '2026-09-01',
    categories: [cloudServers, migration],
    image: IMG.datacenterAisle,
    author: MARK,
    excerpt:
      'Te klein is traag, te groot is zonde van je geld. Met deze vuistregels kies je het VPS-pakket dat past bij wat je wilt draaien.',
    intro:
      'De vraag die onze adviseurs het vaakst krijgen: welk VPS-pakket heb ik nodig? Het precieze antwoord hangt af van je software, maar met deze vuistregels kom je een heel eind.',
    sections: [
      [
        'Vuistregels per toepassing',
        '<ul>\n<li><strong>Een website of kleine webshop</strong>: VPS Iron of Copper is meestal genoeg.</li>\n<li><strong>Boekhoud- of ERP-software voor een klein team</strong>: begin bij VPS Bronze of Silver.</li>\n<li><strong>Een database met veel gebruikers</strong>: kies minimaal VPS Gold.</li>\n</ul>',
      ],
      [
        'Begin klein, schaal op',
        '<p>Het mooie van een VPS is dat je niet in één keer goed hoeft te kiezen. Begin met een kleiner pakket, kijk een paar weken naar de monitoring en schaal op als dat nodig is. Dat kan zonder je server opnieuw te installeren.</p>',
      ],
    ],
    cta: CTA_VPS,
  },
  {
    id: 1030,
    slug: 'wachtwoordbeleid-2026',
    title: 'Wachtwoordbeleid in 2026: lang gaat boven ingewikkeld',
    date: '2026-09-22',
    categories: [security],
    image: IMG.password,
    author: LOTTE,
    excerpt: 'Elke drie maanden een nieuw wachtwoord met een uitroepteken? Dat advies is achterhaald. Dit is wat wél werkt.',
    intro:
      'Jarenlang was het advies: wachtwoorden moeten ingewikkeld zijn en regelmatig veranderen. Inmiddels weten we dat dat vooral leidt tot wachtwoorden als Zomer2026!.',
    sections: [
      [
        'Wat wel werkt',
        '<ul>\n<li>Gebruik een wachtzin van minimaal vijftien tekens, bijvoorbeeld vier losse woorden.</li>\n<li>Gebruik voor elk account een ander wachtwoord, en laat een wachtwoordmanager ze onthouden.</li>\n<li>Verander een wachtwoord alleen als daar een reden voor is, bijvoorbeeld na een lek.</li>\n<li>Zet overal tweestapsverificatie aan.</li>\n</ul>',
      ],
      [
        'Een wachtwoordmanager voor het team',
        '<p>Met een zakelijke wachtwoordmanager deel je wachtwoorden veilig met collega’s, zonder ze in een Excel-bestand of op een briefje te zetten. Vertrekt iemand, dan trek je in één keer alle toegang in.</p>',
      ],
    ],
  },
  {
    id: 1031,
    slug: 'cloud-pc-voor-ontwerpers',
    title: 'Cloud PC voor ontwerpers en engineers',
    date: '2026-10-13',
    categories: [cloudWorkplace],
    image: IMG.serviceCloudPc,
    author: SANNE,
    excerpt: 'Kan een Cloud PC zware programma’s als AutoCAD en Adobe aan? Zo werken ontwerpers en engineers er in de praktijk mee.',
    intro:
      'Een veelgehoorde twijfel: ‘Voor mailen is een Cloud PC prima, maar mijn tekenpakket draait daar nooit soepel op.’ Onze ervaring is anders.',
    sections: [
      [
        'Rekenkracht op afroep',
        '<p>Met een Cloud PC Platinum of Diamond heb je tot twaalf vCPU’s en 64 GB werkgeheugen tot je beschikking. Dat is meer dan de meeste werkstations op kantoor. En als een project klaar is, schaal je gewoon weer af.</p>',
      ],
      [
        'Grote bestanden blijven in het datacenter',
        '<p>Ontwerpbestanden van honderden megabytes hoeven niet meer over de thuisverbinding. Ze staan naast je Cloud PC in hetzelfde datacenter, dus openen en opslaan gaat razendsnel, waar je ook werkt.</p>',
      ],
      [
        'Uit de praktijk',
        '<p>Een architectenbureau in Amersfoort stapte vorig jaar over met twaalf tekenaars. Hun grootste winst: iedereen werkt met dezelfde versie van elk bestand, en een nieuwe laptop is geen investering van drieduizend euro meer.</p>',
      ],
    ],
    imageSection: 1,
    sideImage: IMG.devopsVacancy,
    cta: CTA_PC,
  },
  {
    id: 1032,
    slug: 'nieuw-de-cloudscan',
    title: 'Nieuw: de cloudscan laat in vijf minuten zien waar je staat',
    date: '2026-11-03',
    categories: [news, none],
    image: IMG.cloudSkyline,
    author: JOOST,
    excerpt:
      'Met onze nieuwe cloudscan ontdek je in vijf minuten hoe cloudklaar je organisatie is. Gratis, en met concrete verbeterpunten.',
    intro: 'Veel ondernemers vragen ons: zijn wij eigenlijk klaar voor de cloud? Vanaf vandaag kun je dat zelf ontdekken.',
    sections: [
      [
        'Hoe werkt het?',
        '<p>Je beantwoordt twaalf vragen over je servers, werkplekken, back-ups en beveiliging. Direct daarna zie je je cloudstatus: een score op vier onderdelen, met per onderdeel wat je kunt verbeteren.</p>',
      ],
      [
        'Probeer het zelf',
        '<p>De cloudscan is gratis en je hoeft geen account aan te maken. <a href="/cloudstatus/ontdekken/">Start de cloudscan</a> en bespreek de uitkomst daarna gerust met een van onze adviseurs.</p>',
      ],
    ],
    cta: CTA_SCAN,
  },
  {
    id: 1033,
    slug: 'disaster-recovery-plan',
    title: 'Een disaster recovery plan schrijven: zo pak je het aan',
    date: '2026-11-17',
    categories: [backup, security],
    image: IMG.serverMove,
    author: FATIMA,
    excerpt:
      'Wat doe je als je hele IT-omgeving plat ligt? Met een disaster recovery plan weet iedereen wat er moet gebeuren. Zo stel je het op.',
    intro: 'Een brand, een grote storing of een ransomware-aanval: op zo’n moment wil je niet pas gaan nadenken over wie wat doet.',
    sections: [
      [
        'Begin met twee getallen',
        '<p>Bepaal per systeem hoe lang het maximaal mag uitvallen (de RTO) en hoeveel data je maximaal kwijt mag raken (de RPO). Een webshop heeft andere eisen dan een archief. Deze getallen bepalen welke maatregelen nodig zijn.</p>',
      ],
      [
        'Wat staat er in het plan?',
        '<ul>\n<li>een overzicht van alle systemen, met hun RTO en RPO;</li>\n<li>wie er beslist en wie er gebeld moet worden, met telefoonnummers;</li>\n<li>per systeem de stappen om het te herstellen;</li>\n<li>hoe je klanten en medewerkers informeert.</li>\n</ul>',
      ],
      [
        'Oefen het',
        '<p>Een plan dat in een la ligt, werkt niet. Oefen minstens één keer per jaar een scenario, al is het aan de vergadertafel. Je ontdekt gegarandeerd dingen die je vergeten bent.</p>',
      ],
    ],
    cta: CTA_CALLBACK,
  },
];

/** Publication time of day, varied per post but deterministic. */
function publishedAt(row: PostRow): string {
  const hour = 7 + (row.id % 4);
  const minute = (row.id * 7) % 60;
  return `${row.date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
}

function toBlocks(row: PostRow): Block[] {
  const blocks: Block[] = [{ kind: 'Banner', styletype: 'banner_post' }];
  row.sections.forEach(([title, html], index) => {
    const description = index === 0 ? `<p>${row.intro}</p>\n${html}` : html;
    if (index === row.imageSection) {
      blocks.push({
        kind: 'Content',
        styletype: 'content_image_with_text',
        view: row.id % 2 === 0 ? 'text_left' : 'text_right',
        title,
        description,
        imageDesktop: { image: row.sideImage ?? row.image, position: 'center' },
      });
    } else {
      blocks.push({ kind: 'Content', styletype: 'content_title_with_text', title, description });
    }
  });
  if (row.cta) {
    blocks.push({
      kind: 'Content',
      styletype: 'content_cta',
      title: row.cta.title,
      description: row.cta.description,
      links: row.cta.links,
      imageDesktop: row.cta.image ? { image: row.cta.image, position: 'center' } : null,
    });
  }
  return blocks;
}

function toPost(row: PostRow): Post {
  const date = publishedAt(row);
  return {
    databaseId: row.id,
    title: row.title,
    slug: row.slug,
    uri: `/kennisbank/${row.slug}/`,
    date,
    modified: row.updated ? `${row.updated}T10:15:00` : date,
    categories: row.categories,
    featuredImage: row.image,
    author: row.author,
    excerpt: row.excerpt,
    seo: { title: `${row.title} | Kennisbank Wolkwerk Cloud`, description: row.excerpt },
    blocks: toBlocks(row),
  };
}

/** Oldest first, as WordPress stores them; listings sort newest first. */
export const posts: Post[] = rows.map(toPost);
