// Mantine's Alert with its stylesheet. Imported bare, an alert on a page whose other components
// never loaded Alert.css draws as plain text: a refusal that does not look like one. ESLint sends
// every import of Alert here.
import '@mantine/core/styles/Alert.css';

export { Alert } from '@mantine/core';
