import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type OrderAction, type OrderActionBody, runOrderAction } from '../../api/admin-orders';

/** One thing the owner asked of the order, and the words shown once it is done. */
export interface ActionStep {
  action: OrderAction;
  body?: OrderActionBody;
  done: string;
}

export type ActionMessage = { error: boolean; text: string } | null;

/**
 * Runs the owner's actions on one order: the answer (the order as it now is) replaces the
 * screen's copy, the list is asked again, and the outcome is kept as a message to show.
 */
export function useOrderAction(orderId: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<ActionMessage>(null);
  const mutation = useMutation({
    mutationFn: (step: ActionStep) => runOrderAction(orderId, step.action, step.body),
    onSuccess: (updated, step) => {
      queryClient.setQueryData(['admin-order', orderId], updated);
      void queryClient.invalidateQueries({ queryKey: ['admin-orders'] });
      setMessage({ error: false, text: step.done });
      onDone?.();
    },
    onError: (error) => setMessage({ error: true, text: error.message }),
  });
  return {
    run: (step: ActionStep) => {
      setMessage(null);
      mutation.mutate(step);
    },
    pending: mutation.isPending,
    message,
    setMessage,
  };
}
