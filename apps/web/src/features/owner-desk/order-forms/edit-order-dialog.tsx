// Placeholder (replaced by h5): the dialog that changes an agreed order's items, prices, fee and discount.
import type { OwnerOrder } from "@mayil/core/owner-schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { Modal } from "../../../components/ui/modal";

export function EditOrderDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OwnerOrder;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} panelClassName="w-[min(92vw,28rem)] p-8">
      <Dialog.Title className="font-display text-2xl font-semibold">Edit {order.order_number}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-muted">Editing items is on its way.</Dialog.Description>
    </Modal>
  );
}
