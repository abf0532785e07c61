// Mantine's dropdown inputs with every stylesheet they draw on. A Select's options open in a
// Popover: without Popover.css its dropdown is not positioned and lands at the end of the page
// (far under the field) until some other page happens to load that stylesheet. ESLint sends every
// import of these inputs here, so no page can take the component without its styles.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';

export { MultiSelect, Select } from '@mantine/core';
