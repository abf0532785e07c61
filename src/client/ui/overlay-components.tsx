// Mantine's modal family and their styles, in their own chunk: they (with focus trapping,
// scroll locking and scroll areas) weigh more than the rest of the frame together, and no page
// needs them until someone opens one.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/LoadingOverlay.css';

export { Drawer, LoadingOverlay, Modal } from '@mantine/core';
