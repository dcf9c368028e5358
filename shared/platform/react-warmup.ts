/**
 * React and its renderer, evaluated on their own: the loader imports this before the elements
 * that draw with React, so that React's evaluation (tens of milliseconds on a phone's first view)
 * is a task apart from each element's. Nothing to call: importing it is the point.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

export const evaluated = typeof createElement === 'function' && typeof createRoot === 'function';
