import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../test/render-app';
import { useDocumentTitle } from './document-title';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return <p>page</p>;
}

describe('useDocumentTitle', () => {
  it.each([
    ['我的', '我的 · Baton'],
    ['', 'Baton'],
  ])('titles the tab %s as %s', async (title, expected) => {
    await renderPage(<Titled title={title} />);
    await screen.findByText('page');
    expect(document.title).toBe(expected);
  });
});
