import { describeCatalogue } from '../describe-catalogue.ts';
import en from './en.json';
import es from './es.json';

describeCatalogue('session notice', en, es);
