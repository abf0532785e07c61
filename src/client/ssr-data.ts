// The data the server hands the browser for hydration: router state and the query cache, as
// JSON in a <script type="application/json"> element (no inline script, so a strict CSP holds).
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { isRouteErrorResponse } from 'react-router';
import { AppError, ERROR_MESSAGES, isAppError, isErrorCode } from '../shared/errors';
import { ChunkLoadTimeoutError } from './chunk-timeout';

export const APP_DATA_ELEMENT_ID = 'app-data';

export interface AppData {
  router: HydrationState;
  queries: DehydratedState;
}

interface SerializedError {
  __type: 'Error';
  name: string;
  message: string;
  code?: string;
}

interface SerializedRouteError {
  __type: 'RouteErrorResponse';
  status: number;
  statusText: string;
  data: unknown;
  internal: boolean;
}

/** JSON that is safe inside a script element: no '<' (so no '</script>'), no line separators. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Route errors as plain data. Only AppError and chunk messages cross; others get the general text. */
export function serializeRouteErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      const value: SerializedRouteError = {
        __type: 'RouteErrorResponse',
        status: error.status,
        statusText: error.statusText,
        data: error.data,
        // Present at run time on React Router's implementation, not in the public type.
        internal: (error as { internal?: boolean }).internal === true,
      };
      serialized[routeId] = value;
    } else if (isAppError(error)) {
      const value: SerializedError = {
        __type: 'Error',
        name: error.name,
        message: error.message,
        code: error.code,
      };
      serialized[routeId] = value;
    } else if (error instanceof ChunkLoadTimeoutError) {
      serialized[routeId] = { __type: 'Error', name: error.name, message: error.message };
    } else {
      serialized[routeId] = { __type: 'Error', name: 'Error', message: ERROR_MESSAGES.general };
    }
  }
  return serialized;
}

function isSerialized(value: unknown): value is { __type: string } & Record<string, unknown> {
  return typeof value === 'object' && value !== null && '__type' in value;
}

export function deserializeRouteErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!errors) return null;
  const result: Record<string, unknown> = {};
  for (const [routeId, value] of Object.entries(errors)) {
    if (!isSerialized(value)) {
      result[routeId] = value;
    } else if (value.__type === 'RouteErrorResponse') {
      // isRouteErrorResponse() recognises this shape, which is all the error page needs.
      const { __type: _type, ...response } = value;
      result[routeId] = response;
    } else if (isErrorCode(value.code)) {
      result[routeId] = new AppError(value.code, String(value.message));
    } else if (value.name === 'ChunkLoadTimeoutError') {
      const error = new Error(String(value.message));
      error.name = 'ChunkLoadTimeoutError';
      result[routeId] = Object.setPrototypeOf(error, ChunkLoadTimeoutError.prototype);
    } else {
      result[routeId] = new Error(String(value.message));
    }
  }
  return result;
}

/** The server's hydration data, or null when the page was not server-rendered. */
export function readAppData(): AppData | null {
  const element = document.getElementById(APP_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as AppData;
    return {
      ...data,
      router: {
        ...data.router,
        errors: deserializeRouteErrors(data.router.errors),
      },
    };
  } catch (error) {
    console.error('Unreadable server data; rendering in the browser instead.', error);
    return null;
  }
}
