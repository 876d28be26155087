import { type ReactNode, useEffect, useState } from 'react';

/** Spec §4 and §9: one toast at a time; a dismissed toast is removed from the queue after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToasterToast {
  id: string;
  open: boolean;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactNode;
  onOpenChange?: (open: boolean) => void;
}

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export interface ToastState {
  toasts: ToasterToast[];
}

export function toastReducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const listeners = new Set<(state: ToastState) => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let memoryState: ToastState = { toasts: [] };
let count = 0;

function dispatch(action: Action): void {
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

export function dismissToast(toastId?: string): void {
  const ids = toastId === undefined ? memoryState.toasts.map((t) => t.id) : [toastId];
  for (const id of ids) scheduleRemoval(id);
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

export type ToastInput = Omit<ToasterToast, 'id' | 'open' | 'onOpenChange'>;

export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (next: ToastInput) => void } {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  const dismiss = () => dismissToast(id);
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update: (next) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }) };
}

/** The spec's toast queue (shadcn-style). For quick notices prefer sonner's `toast` from 'sonner'. */
export function useToast() {
  const [state, setState] = useState(memoryState);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}
