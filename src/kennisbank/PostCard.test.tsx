import { render, screen, within } from '@testing-library/react';
import { ThemeRoot } from '../styles/ThemeRoot';
import type { PostCardData } from './listing/types';
import { PostCard } from './PostCard';

const card: PostCardData = {
  databaseId: 42,
  uri: '/kennisbank/back-up-in-de-cloud/',
  title: 'Back-up in de cloud',
  date: '2026-03-03T08:07:00',
  excerpt: 'Zo zet u een back-up op.',
  categories: [
    { databaseId: 5, name: 'Back-up' },
    { databaseId: 4, name: 'Beveiliging' },
  ],
  image: {
    altText: 'Serverrek',
    mediaItemUrl: '/wp-content/uploads/rack.jpg',
    blurBase64: null,
    mediaDetails: { width: 1600, height: 900 },
    imageData: null,
  },
};

function renderCard(post: PostCardData, headingLevel?: 2 | 3 | 4) {
  return render(
    <ThemeRoot>
      <PostCard post={post} headingLevel={headingLevel} />
    </ThemeRoot>,
  );
}

describe('PostCard', () => {
  it('is one link, named by the title, in a heading', () => {
    renderCard(card);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Back-up in de cloud');
    expect(links[0]).toHaveAttribute('href', '/kennisbank/back-up-in-de-cloud/');
    expect(screen.getByRole('heading', { level: 3, name: 'Back-up in de cloud' })).toContainElement(links[0]!);
  });

  it.each([2, 3, 4] as const)('titles at heading level %i', (level) => {
    renderCard(card, level);
    expect(screen.getByRole('heading', { level })).toHaveTextContent('Back-up in de cloud');
  });

  it('shows the chips, the Dutch date and the excerpt', () => {
    renderCard(card);
    const chips = screen.getByRole('list', { name: 'Categorieën' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Back-up', 'Beveiliging']);
    expect(screen.getByText('3 maart 2026')).toHaveAttribute('dateTime', '2026-03-03T08:07:00');
    expect(screen.getByText('Zo zet u een back-up op.')).toBeInTheDocument();
  });

  it('has a decorative image, and none without one', () => {
    const { container, unmount } = renderCard(card);
    expect(container.querySelector('img[alt=""]')).not.toBeNull();
    unmount();
    const without = renderCard({ ...card, image: null, categories: [], excerpt: '' });
    expect(without.container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
