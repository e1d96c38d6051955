/**
 * What Tu Identidad publishes of the calls we use, copied for the tests (they never read the pages):
 * - https://docs.tuidentidad.com/ (production endpoint web-prod01.tuidentidad.com; one apikey per company)
 * - https://docs.tuidentidad.com/ine-ocr (~/api/ineocr/getineocr: FrontImage, BackImage; the answer's fields)
 * - https://docs.tuidentidad.com/facematch-service (~/api/face/facematch: sourceImage, targetImage, ApiKey)
 * - https://docs.tuidentidad.com/curp-doc-service (~/api/CurpDocument/byCurp: { curp }; RENAPO's record)
 * The sample values are ours where the pages show only "string".
 */
export const PUBLISHED = {
  productionBaseUrl: 'https://web-prod01.tuidentidad.com',
  paths: {
    ineOcr: '/api/ineocr/getineocr',
    faceMatch: '/api/face/facematch',
    curpByCurp: '/api/CurpDocument/byCurp',
  },
  ineOcrFiles: ['FrontImage', 'BackImage'],
  faceMatchFiles: ['sourceImage', 'targetImage'],
  ineOcrAnswer: {
    name: 'JUAN CARLOS',
    firstLastName: 'PEREZ',
    secondLastName: 'LOPEZ',
    addressLine1: 'C REFORMA 10',
    addressLine2: 'COL CENTRO',
    addressLine3: 'CUAUHTEMOC, CDMX 06000',
    electoralId: 'PRLPJN90010109H100',
    issueNumber: '01',
    curp: 'PELJ900101HDFRPN09',
    dateOfBirth: '01/01/1990',
    sex: 'H',
    expirationDate: '31/12/2030',
  },
  faceMatchAnswer: {
    valid: true,
    data: {
      faceMatches: {
        confidence: 99.1,
        similarity: 93.5,
        emotions: 'CALM',
        quality: { brightness: 80, sharpness: 90 },
      },
      responseMetaInfo: { requestId: 'b2f6a0c4' },
    },
  },
  faceMatchError: {
    warning: { code: 'FACE001', message: 'The face Image one is required', fullMessage: '' },
  },
  curpAnswer: {
    valid: true,
    data: {
      curp: 'PELJ900101HDFRPN09',
      names: 'JUAN CARLOS',
      lastName: 'PEREZ',
      secondLastName: 'LOPEZ',
      sex: 'HOMBRE',
      dateBirth: '01/01/1990',
      nationality: 'MEXICO',
      entity: 'CIUDAD DE MEXICO',
    },
  },
} as const;
