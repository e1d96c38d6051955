/**
 * Monnify's published webhook-signature example, copied so the tests need nothing outside the project.
 * Source: Monnify developer documentation (teamapt wiki page 212008918, "webhook signature example"),
 * as published by Moniepoint Inc. for integrators; quoted here as a test vector (facts, not code).
 * The client key is Monnify's public sample, not a credential of ours.
 */
export const MONNIFY_PUBLISHED_WEBHOOK = {
  clientSecret: '91MUDL9N6U3BQRXBQ2PJ9M0PW4J22M1Y',
  rawBody:
    '{"eventData":{"product":{"reference":"111222333","type":"OFFLINE_PAYMENT_AGENT"},"transactionReference":"MNFY|76|20211117154810|000001","paymentReference":"0.01462001097368737","paidOn":"17/11/2021 3:48:10 PM","paymentDescription":"Mockaroo Jesse","metaData":{},"destinationAccountInformation":{},"paymentSourceInformation":{},"amountPaid":78000,"totalPayable":78000,"offlineProductInformation":{"code":"41470","type":"DYNAMIC"},"cardDetails":{},"paymentMethod":"CASH","currency":"NGN","settlementAmount":77600,"paymentStatus":"PAID","customer":{"name":"Mockaroo Jesse","email":"111222333@ZZAMZ4WT4Y3E.monnify"}},"eventType":"SUCCESSFUL_TRANSACTION"}',
  signature:
    'f04fb635e04d71648bd3cc7999003da6861483342c856d05ddfa9b2dafacb873b0de1d0f8f67405d0010b4348b721c49fa171d317972618debba6b638aedcd3c',
} as const;
