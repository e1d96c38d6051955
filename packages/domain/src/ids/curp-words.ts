/**
 * Letters 1–4 that RENAPO never issues: when a name would spell one of these, letter 2 becomes X
 * (Anexo 2 of the Instructivo Normativo, DOF 18-10-2021). So a CURP starting with one is mistyped.
 * List: python-stdnum `stdnum/mx/curp.py` `_name_blacklist`, identical to validate-curp
 * `forbiddenWords.json` (domain.md §1), 81 words.
 */
export const CURP_INCONVENIENT_WORDS: ReadonlySet<string> = new Set(
  (
    'BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO ' +
    'FALO FETO GETA GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI ' +
    'KOJO KOLA KULO LILO LOCA LOCO LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA ' +
    'MULO NACA NACO PEDA PEDO PENE PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO ' +
    'TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY'
  ).split(' '),
);
