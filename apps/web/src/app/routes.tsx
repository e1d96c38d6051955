import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import type { MessageKey } from '../i18n/translate.ts';
import { routeMeta } from '../lib/route-meta.ts';
import { PageLayout } from './layouts/page-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { TabLayout } from './layouts/tab-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Every route of spec §2 with its redirects. Screens load on demand (one chunk per screen). */

/** The lazily loaded layout that brings TanStack Query to the data screens (decision 008). */
const dataLayout = async () => ({ Component: (await import('./layouts/data-layout.tsx')).DataLayout });

/** A loan or repayment screen: its own chunk, under the data layout. */
function loanScreen(
  path: string,
  name: string,
  titleKey: MessageKey,
  load: () => Promise<{ Component: RouteObject['Component'] }>,
): RouteObject {
  return { path, handle: routeMeta(name, titleKey), lazy: load };
}

function redirectTo(path: string): Pick<RouteObject, 'loader' | 'Component'> {
  const loader: LoaderFunction = () => redirect(path);
  return { loader, Component: Redirecting };
}

/** Rendered for the instant before a redirect route's loader answers (never, in practice). */
function Redirecting() {
  return null;
}

const tabRoutes: RouteObject[] = [
  {
    index: true,
    handle: routeMeta('home', 'route.home'),
    lazy: async () => ({ Component: (await import('../features/home/routes/home.tsx')).HomeRoute }),
  },
  {
    path: 'records',
    handle: routeMeta('records', 'route.records'),
    lazy: async () => ({ Component: (await import('../features/records/routes/records.tsx')).RecordsRoute }),
  },
  {
    path: 'me',
    handle: routeMeta('me', 'route.me'),
    lazy: async () => ({ Component: (await import('../features/me/routes/me.tsx')).MeRoute }),
  },
];

/** Onboarding (spec §4 flow): personal info, ID, additional info, questionnaire, bank account. */
const onboardingRoutes: RouteObject[] = [
  {
    path: 'bank_account',
    handle: routeMeta('bankAccount', 'route.addBankCard'),
    children: [
      { index: true, ...redirectTo('/bank_account/add_bankcard') },
      {
        path: 'add_bankcard',
        handle: routeMeta('addBankCard', 'route.addBankCard'),
        lazy: async () => ({
          Component: (await import('../features/onboarding/routes/add-bank-card.tsx')).AddBankCardRoute,
        }),
      },
    ],
  },
  {
    path: 'auth',
    children: [
      { index: true, ...redirectTo('/auth/personal_infomation') },
      {
        path: 'id_card_authentication',
        handle: routeMeta('idCardAuthentication', 'route.idCardAuthentication'),
        lazy: async () => ({
          Component: (await import('../features/onboarding/routes/id-card.tsx')).IdCardRoute,
        }),
      },
      {
        path: 'personal_infomation',
        handle: routeMeta('personalInfomation', 'route.personalInfomation'),
        lazy: async () => ({
          Component: (await import('../features/onboarding/routes/personal-info.tsx')).PersonalInfoRoute,
        }),
      },
      {
        path: 'additionalInfomation',
        handle: routeMeta('additionalInfomation', 'route.additionalInfomation'),
        lazy: async () => ({
          Component: (await import('../features/onboarding/routes/additional-info.tsx')).AdditionalInfoRoute,
        }),
      },
      loanScreen('review_tips', 'reviewTips', 'route.reviewTips', async () => ({
        Component: (await import('../features/loans/routes/review-tips.tsx')).ReviewTipsRoute,
      })),
      {
        path: 'loan_question',
        handle: routeMeta('loanQuestion', 'route.loanQuestion'),
        lazy: async () => ({
          Component: (await import('../features/onboarding/routes/loan-question.tsx')).LoanQuestionRoute,
        }),
      },
    ],
  },
];

const pageRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./layouts/data-layout.tsx')).DataLayout }),
    children: onboardingRoutes,
  },
  {
    path: 'borrow',
    children: [
      { index: true, ...redirectTo('/') },
      {
        lazy: dataLayout,
        children: [
          loanScreen('agreement', 'agreement', 'route.agreement', async () => ({
            Component: (await import('../features/loans/routes/agreement.tsx')).AgreementRoute,
          })),
          loanScreen('to_borrow', 'toBorrow', 'route.toBorrow', async () => ({
            Component: (await import('../features/loans/routes/to-borrow.tsx')).ToBorrowRoute,
          })),
          loanScreen('confirm_borrow', 'confirmBorrow', 'route.confirmBorrow', async () => ({
            Component: (await import('../features/loans/routes/confirm-borrow.tsx')).ConfirmBorrowRoute,
          })),
          loanScreen('lending', 'lending', 'route.lending', async () => ({
            Component: (await import('../features/loans/routes/payout-wait.tsx')).PayoutWaitRoute,
          })),
        ],
      },
      // Spec §2 names this screen and nothing else about it: paying is done from what is owed.
      { path: 'pay_ment', ...redirectTo('/repay/repay_detail') },
    ],
  },
  {
    path: 'repay',
    children: [
      { index: true, ...redirectTo('/') },
      {
        lazy: dataLayout,
        children: [
          loanScreen('repay_detail', 'repayDetail', 'route.repayDetail', async () => ({
            Component: (await import('../features/repay/routes/repay-detail.tsx')).RepayDetailRoute,
          })),
          loanScreen('repay_stp', 'repayStp', 'route.repayStp', async () => ({
            Component: (await import('../features/repay/routes/repay-stp.tsx')).RepayStpRoute,
          })),
          // JsBarcode loads with this screen only.
          loanScreen('repay_oxxo', 'repayOxxo', 'route.repayOxxo', async () => ({
            Component: (await import('../features/repay/routes/repay-oxxo.tsx')).RepayOxxoRoute,
          })),
          loanScreen('cashier', 'cashier', 'route.cashier', async () => ({
            Component: (await import('../features/repay/routes/cashier.tsx')).CashierRoute,
          })),
          // Titled like the SPEI screen: both are a bank transfer to the borrower's own account.
          loanScreen('reserved_account', 'reservedAccount', 'route.repayStp', async () => ({
            Component: (await import('../features/repay/routes/reserved-account.tsx')).ReservedAccountRoute,
          })),
          // browser-image-compression loads only when a receipt photo is chosen.
          loanScreen('manual_repayment', 'manualRepayment', 'route.manualRepayment', async () => ({
            Component: (await import('../features/repay/routes/manual-repayment.tsx')).ManualRepaymentRoute,
          })),
        ],
      },
      {
        // The extension (rollover): its details, then asking for it and paying its fee.
        lazy: dataLayout,
        children: [
          loanScreen(
            'exhibition_period_detail',
            'exhibitionPeriodDetail',
            'route.exhibitionPeriodDetail',
            async () => ({
              Component: (await import('../features/extension/routes/extension-detail.tsx'))
                .ExtensionDetailRoute,
            }),
          ),
          loanScreen('confirm_exhibition', 'confirmExhibition', 'route.confirmExhibition', async () => ({
            Component: (await import('../features/extension/routes/confirm-extension.tsx'))
              .ConfirmExtensionRoute,
          })),
        ],
      },
    ],
  },
  {
    path: 'user_center',
    children: [
      { index: true, ...redirectTo('/user_center/settings') },
      {
        path: 'customer_services',
        handle: routeMeta('customerServices', 'route.customerServices'),
        lazy: async () => ({
          Component: (await import('../features/help/routes/customer-services.tsx')).CustomerServicesRoute,
        }),
      },
      {
        path: 'settings',
        handle: routeMeta('settings', 'route.settings'),
        lazy: async () => ({
          Component: (await import('../features/user-center/routes/settings.tsx')).SettingsRoute,
        }),
      },
      {
        lazy: dataLayout,
        children: [
          loanScreen('agreement_list', 'agreementList', 'route.agreementList', async () => ({
            Component: (await import('../features/loans/routes/agreement-list.tsx')).AgreementListRoute,
          })),
        ],
      },
      {
        // The inbox (spec §2 msgList, msgDetail): read through TanStack Query, one chunk each.
        lazy: dataLayout,
        children: [
          loanScreen('msg_list', 'msgList', 'route.msgList', async () => ({
            Component: (await import('../features/messages/routes/msg-list.tsx')).MsgListRoute,
          })),
          loanScreen('msg_detail', 'msgDetail', 'route.msgDetail', async () => ({
            Component: (await import('../features/messages/routes/msg-detail.tsx')).MsgDetailRoute,
          })),
        ],
      },
      {
        path: 'about_us',
        handle: routeMeta('aboutUs', 'route.aboutUs'),
        lazy: async () => ({
          Component: (await import('../features/help/routes/about-us.tsx')).AboutUsRoute,
        }),
      },
      {
        path: 'faq',
        handle: routeMeta('faq', 'route.faq'),
        lazy: async () => ({ Component: (await import('../features/help/routes/faq.tsx')).FaqRoute }),
      },
      {
        path: 'language',
        handle: routeMeta('language', 'route.language'),
        lazy: async () => ({
          Component: (await import('../features/user-center/routes/language.tsx')).LanguageRoute,
        }),
      },
      {
        path: 'open_app',
        handle: routeMeta('openApp', 'route.openApp'),
        lazy: async () => ({
          Component: (await import('../features/app-info/routes/open-app.tsx')).OpenAppRoute,
        }),
      },
      {
        // Coupons and the prize draw read and change the borrower's rewards through TanStack Query.
        lazy: dataLayout,
        children: [
          loanScreen('coupon', 'coupon', 'route.coupon', async () => ({
            Component: (await import('../features/rewards/routes/coupons.tsx')).CouponsRoute,
          })),
          loanScreen('prize_draw', 'prizeDraw', 'route.prizeDraw', async () => ({
            Component: (await import('../features/rewards/routes/prize-draw.tsx')).PrizeDrawRoute,
          })),
        ],
      },
    ],
  },
  {
    // A payment link, opened without logging in (spec §7 /portal/repayment/*).
    path: 'portal',
    children: [
      { index: true, ...redirectTo('/') },
      {
        lazy: dataLayout,
        children: [
          loanScreen('repayment', 'portalRepayment', 'route.payMent', async () => ({
            Component: (await import('../features/repay/routes/portal-repayment.tsx')).PortalRepaymentRoute,
          })),
        ],
      },
    ],
  },
  {
    path: 'user',
    children: [
      { index: true, ...redirectTo('/') },
      {
        path: 'login',
        handle: routeMeta('login', 'route.login'),
        lazy: async () => ({ Component: (await import('../features/auth/routes/login.tsx')).LoginRoute }),
      },
      {
        path: 'register',
        handle: routeMeta('register', 'route.register'),
        lazy: async () => ({
          Component: (await import('../features/auth/routes/register.tsx')).RegisterRoute,
        }),
      },
      {
        path: 'nation',
        handle: routeMeta('nation', 'route.nation'),
        lazy: async () => ({
          Component: (await import('../features/app-info/routes/nation.tsx')).NationRoute,
        }),
      },
    ],
  },
  {
    path: 'provicy',
    handle: routeMeta('provicy', 'route.provicy'),
    lazy: async () => ({
      Component: (await import('../features/help/routes/privacy-policy.tsx')).PrivacyPolicyRoute,
    }),
  },
  {
    path: 'termsCondition',
    handle: routeMeta('termsCondition', 'route.termsCondition'),
    lazy: async () => ({
      Component: (await import('../features/help/routes/terms-condition.tsx')).TermsConditionRoute,
    }),
  },
  {
    // The loan renewal agreement of an extension, written from its figures.
    lazy: dataLayout,
    children: [
      loanScreen('convenios', 'convenios', 'route.convenios', async () => ({
        Component: (await import('../features/extension/routes/renewal-agreement.tsx')).RenewalAgreementRoute,
      })),
    ],
  },
  {
    path: 'yx1',
    handle: routeMeta('yx1', 'route.yx1'),
    lazy: async () => ({ Component: (await import('../features/promotions/routes/yx1.tsx')).Yx1Route }),
  },
  {
    path: 'yx2',
    handle: routeMeta('yx2', 'route.yx2'),
    lazy: async () => ({ Component: (await import('../features/promotions/routes/yx2.tsx')).Yx2Route }),
  },
  {
    path: 'yx2ConfirmBorrow',
    handle: routeMeta('yx2ConfirmBorrow', 'route.yx2ConfirmBorrow'),
    lazy: async () => ({
      Component: (await import('../features/promotions/routes/yx2-confirm-borrow.tsx')).Yx2ConfirmBorrowRoute,
    }),
  },
  {
    // The lead form reads the campaign and saves the number through TanStack Query.
    lazy: dataLayout,
    children: [
      loanScreen('yx3', 'yx3', 'route.yx3', async () => ({
        Component: (await import('../features/promotions/routes/yx3.tsx')).Yx3Route,
      })),
    ],
  },
  {
    lazy: dataLayout,
    children: [
      loanScreen('cancellation_form', 'cancellationForm', 'route.cancellationForm', async () => ({
        Component: (await import('../features/loans/routes/cancellation-form.tsx')).CancellationFormRoute,
      })),
      loanScreen('finish_loading', 'FinishLoading', 'route.finishLoading', async () => ({
        Component: (await import('../features/loans/routes/payout-wait.tsx')).PayoutWaitRoute,
      })),
    ],
  },
  {
    path: '*',
    handle: routeMeta('notFound', 'route.notFound'),
    lazy: async () => ({ Component: (await import('../ui/not-found-screen.tsx')).NotFoundScreen }),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      { element: <TabLayout />, children: tabRoutes },
      { element: <PageLayout />, children: pageRoutes },
    ],
  },
];
