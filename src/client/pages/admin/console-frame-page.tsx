// The admin console's frame around every admin page (docs/product.md#admin-console).
import { ConsoleLayout } from '../../features/console/console-layout';

export default ConsoleLayout;
