export { default } from '../sales/SalesStatement.tsx';
