import { createRoot } from 'react-dom/client';
import App from './App.jsx';
import './tw.css';

createRoot(document.getElementById('root')).render(<App />);
