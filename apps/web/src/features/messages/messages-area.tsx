import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each page is its own chunk (the app's Suspense shows the spinner while one loads); the area
// is one lazy route of the app, so the first download of every page grows by one route only.
const InboxPage = lazy(() => import('./inbox-page'));
const NewConversationPage = lazy(() => import('./new-conversation-page'));
const ConversationPage = lazy(() => import('./conversation-page'));

/** The messages at /messages: the inbox, asking a venue's host (`new`), one conversation. */
export const routes: RouteObject[] = [
  { index: true, element: <InboxPage /> },
  { path: 'new', element: <NewConversationPage /> },
  { path: ':conversationId', element: <ConversationPage /> },
];
