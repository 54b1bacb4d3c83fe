import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ORDER_NOTE_MAX } from '../../../shared/api/admin-notes';
import { addOrderNote } from '../../api/admin-customers';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { inputClasses } from '../../ui/input-classes';

/**
 * "Add a note": a staff note on the order, for the owners only. Kept, it shows on the timeline
 * with who wrote it; what is being typed stays while the page refreshes itself.
 */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, watch, reset } = useForm({ defaultValues: { note: '' } });
  const saving = useMutation({
    mutationFn: (words: string) => addOrderNote(orderId, words),
    onSuccess: (order) => {
      queryClient.setQueryData(['admin-order', orderId], order);
      reset();
    },
  });
  const note = watch('note');
  const words = note.trim();
  const submit = handleSubmit(() => {
    if (words && !saving.isPending) saving.mutate(words);
  });
  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} aria-labelledby="order-note-heading" className="flex flex-col gap-3">
        <h3 id="order-note-heading" className="font-semibold">
          Add a note
        </h3>
        <label htmlFor="order-note" className="sr-only">
          Note
        </label>
        <p id="order-note-hint" className="text-sm text-ink-muted">
          Only shop owners see notes. Each stays on the order’s timeline with who wrote it.
        </p>
        <textarea
          id="order-note"
          aria-describedby="order-note-hint"
          {...register('note')}
          maxLength={ORDER_NOTE_MAX}
          rows={3}
          placeholder="What happened, what was agreed, what to do next"
          className={`${inputClasses} h-auto min-h-24 resize-y py-2.5`}
        />
        {saving.isError && (
          <p role="alert" className="text-sm text-destructive">
            {saving.error.message}
          </p>
        )}
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={!words || saving.isPending}>
            {saving.isPending ? 'Saving...' : 'Add Note'}
          </Button>
          {note.length > ORDER_NOTE_MAX - 200 && (
            <span className="text-sm text-ink-muted tabular-nums">
              {ORDER_NOTE_MAX - note.length} characters left
            </span>
          )}
        </div>
      </form>
    </Card>
  );
}
