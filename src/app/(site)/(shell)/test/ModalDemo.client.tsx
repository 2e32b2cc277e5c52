'use client';

import { useState } from 'react';

import { Button } from '@/components/button/Button';
import { Modal } from '@/components/modal/Modal.client';

export function ModalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Modal öffnen</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Pannenhilfe anfordern"
        actions={<Button onClick={() => setOpen(false)}>Verstanden</Button>}
      >
        <p>Bleiben Sie bei Ihrem Fahrzeug, schalten Sie die Warnblinkanlage ein und ziehen Sie die Warnweste an.</p>
      </Modal>
    </>
  );
}
