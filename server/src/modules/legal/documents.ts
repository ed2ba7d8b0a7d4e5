import type { Language } from '../../lib/enums';

/** A default legal document: plain-language sections, each a heading and its paragraphs. */
export type LegalDocument = {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
};

export type LegalKind = 'terms' | 'privacy';

/** When the default texts last changed in substance (shown on the pages). */
export const LEGAL_UPDATED = '2026-11-27';

/*
 * The defaults ship with the product for whoever runs it: they speak of "the operator" (the organisation
 * running this installation), never of the product's authors. An operator with their own texts sets
 * TERMS_URL and PRIVACY_URL.
 */
const en: Record<LegalKind, LegalDocument> = {
  terms: {
    title: 'Terms of Service',
    sections: [
      {
        heading: 'Who provides this service',
        paragraphs: [
          'This status page and incident management service runs on Statusdeck, self-hosted software. It is provided by the organisation that runs this installation (the operator), not by the authors of Statusdeck. By creating an account or using the service you agree to these terms.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Give a valid e-mail address and keep your password to yourself. You are responsible for what is done with your account and with the API tokens you create. Tell the operator at once if you think someone else has access to it.',
          'Owners and admins of an organisation decide who joins it and with which role; they can remove members and revoke tokens.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Use the service to inform people about the state of your own services. Do not publish unlawful, misleading or harmful content, do not send mail to people who did not ask for it, and do not try to break, overload or get around the limits and security of the service.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'What you publish (status pages, components, incidents, messages) remains yours. You allow the operator to store it, show it to the audience you chose and send it to the subscribers of your pages, as far as running the service needs.',
        ],
      },
      {
        heading: 'Availability and changes',
        paragraphs: [
          'The operator runs the service with care but cannot promise it will always be available or free of errors. Features, limits and these terms may change; the operator announces important changes in advance where possible.',
        ],
      },
      {
        heading: 'Ending',
        paragraphs: [
          'You may stop using the service at any time. An owner or admin of your organisation removes your account on request (Settings → Team), as can the operator. The operator may suspend or close accounts that break these terms.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'The service is provided as is. As far as the law allows, the operator is not liable for indirect losses, lost profits or lost data. Nothing in these terms limits rights you have by law.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: ['Questions about these terms go to the operator of this installation.'],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [
          'This service runs on Statusdeck, self-hosted software. The organisation that runs this installation (the operator) decides why and how personal data is processed here and is its controller. The authors of Statusdeck receive none of it.',
        ],
      },
      {
        heading: 'What is stored',
        paragraphs: [
          'Accounts: your e-mail address, a hash of your password (never the password itself), your organisation and role, and when you signed in.',
          'Subscribers: the e-mail addresses (or webhook addresses) of people who subscribed to a status page, which components they follow and whether they confirmed.',
          'What members publish: status pages, components, incidents and their updates.',
          'Logs: each request leaves a line in the server log (time, address, IP address, result) for security and troubleshooting; links with secret tokens are not written to it. The operator keeps logs only as long as needed.',
        ],
      },
      {
        heading: 'What it is used for',
        paragraphs: [
          'To run the service: signing you in, showing your pages, sending the mails you or your subscribers asked for (verification, password reset, invitations, incident notifications), and keeping the service safe (rate limits, abuse prevention). It is not sold or used for advertising.',
        ],
      },
      {
        heading: 'Cookies and browser storage',
        paragraphs: [
          'The console keeps your session tokens and the language you chose in your browser’s storage, and one cookie remembers whether the sidebar is collapsed. The public status pages set no tracking cookies. There are no advertising or analytics cookies.',
        ],
      },
      {
        heading: 'Who else receives it',
        paragraphs: [
          'Only the providers the operator uses to run the service, such as the hosting and e-mail providers, and only to do that work. Subscribers’ addresses are never shown to the public.',
        ],
      },
      {
        heading: 'Deleting your data',
        paragraphs: [
          'An owner or admin of your organisation deletes your account on request (Settings → Team), as can the operator. Subscribers stop all mail with the unsubscribe link in every mail; to have the address itself erased, ask the status page’s team, who can delete subscribers, or the operator. To see or correct what is stored about you, ask the operator.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Depending on where you live you may have the right to access, correct, delete or move your data, to object to its use, and to complain to a data protection authority. The operator answers such requests.',
        ],
      },
    ],
  },
};

const ru: Record<LegalKind, LegalDocument> = {
  terms: {
    title: 'Условия использования',
    sections: [
      {
        heading: 'Кто предоставляет сервис',
        paragraphs: [
          'Этот сервис страниц статуса и управления инцидентами работает на Statusdeck — программе, которую организации размещают у себя. Его предоставляет организация, управляющая этой установкой (оператор), а не авторы Statusdeck. Создавая учётную запись или пользуясь сервисом, вы принимаете эти условия.',
        ],
      },
      {
        heading: 'Ваша учётная запись',
        paragraphs: [
          'Укажите действующий адрес электронной почты и никому не сообщайте пароль. Вы отвечаете за действия, совершённые с вашей учётной записью и созданными вами API-токенами. Если вы думаете, что к ней получил доступ кто-то другой, сразу сообщите оператору.',
          'Владельцы и администраторы организации решают, кто в неё входит и с какой ролью; они могут удалять участников и отзывать токены.',
        ],
      },
      {
        heading: 'Допустимое использование',
        paragraphs: [
          'Используйте сервис, чтобы сообщать о состоянии своих собственных сервисов. Не публикуйте незаконное, вводящее в заблуждение или вредное содержимое, не отправляйте письма тем, кто их не просил, и не пытайтесь нарушить работу сервиса, перегрузить его или обойти его ограничения и защиту.',
        ],
      },
      {
        heading: 'Ваше содержимое',
        paragraphs: [
          'Всё, что вы публикуете (страницы статуса, компоненты, инциденты, сообщения), остаётся вашим. Вы разрешаете оператору хранить это, показывать выбранной вами аудитории и отправлять подписчикам ваших страниц — в той мере, в какой это нужно для работы сервиса.',
        ],
      },
      {
        heading: 'Доступность и изменения',
        paragraphs: [
          'Оператор бережно поддерживает работу сервиса, но не может обещать, что он всегда будет доступен и будет работать без ошибок. Возможности, ограничения и эти условия могут меняться; о важных изменениях оператор по возможности сообщает заранее.',
        ],
      },
      {
        heading: 'Прекращение использования',
        paragraphs: [
          'Вы можете в любой момент перестать пользоваться сервисом. Вашу учётную запись по вашей просьбе удалит владелец или администратор вашей организации (Настройки → Команда) либо оператор. Оператор может заблокировать или закрыть учётные записи, нарушающие эти условия.',
        ],
      },
      {
        heading: 'Ответственность',
        paragraphs: [
          'Сервис предоставляется «как есть». В пределах, допустимых законом, оператор не отвечает за косвенные убытки, упущенную выгоду и потерю данных. Ничто в этих условиях не ограничивает права, которые дают вам законы.',
        ],
      },
      {
        heading: 'Вопросы',
        paragraphs: ['С вопросами об этих условиях обращайтесь к оператору этой установки.'],
      },
    ],
  },
  privacy: {
    title: 'Политика конфиденциальности',
    sections: [
      {
        heading: 'Кто отвечает за данные',
        paragraphs: [
          'Этот сервис работает на Statusdeck — программе, которую организации размещают у себя. Организация, управляющая этой установкой (оператор), определяет, зачем и как здесь обрабатываются персональные данные, и является их оператором (контролёром). Авторы Statusdeck этих данных не получают.',
        ],
      },
      {
        heading: 'Что хранится',
        paragraphs: [
          'Учётные записи: ваш адрес электронной почты, хеш пароля (но не сам пароль), ваша организация и роль, время входа.',
          'Подписчики: адреса электронной почты (или адреса вебхуков) тех, кто подписался на страницу статуса, выбранные ими компоненты и то, подтвердили ли они подписку.',
          'То, что публикуют участники: страницы статуса, компоненты, инциденты и их обновления.',
          'Журналы: каждый запрос оставляет строку в журнале сервера (время, адрес, IP-адрес, результат) для безопасности и поиска неполадок; ссылки с секретными токенами в него не попадают. Оператор хранит журналы не дольше, чем нужно.',
        ],
      },
      {
        heading: 'Зачем это используется',
        paragraphs: [
          'Для работы сервиса: чтобы впускать вас, показывать ваши страницы, отправлять письма, которые запросили вы или ваши подписчики (подтверждение адреса, сброс пароля, приглашения, уведомления об инцидентах), и защищать сервис (ограничение частоты запросов, защита от злоупотреблений). Данные не продаются и не используются для рекламы.',
        ],
      },
      {
        heading: 'Cookie и хранилище браузера',
        paragraphs: [
          'Консоль хранит токены вашего сеанса и выбранный язык в хранилище браузера, а один cookie запоминает, свёрнута ли боковая панель. Публичные страницы статуса не ставят отслеживающих cookie. Рекламных и аналитических cookie нет.',
        ],
      },
      {
        heading: 'Кто ещё получает данные',
        paragraphs: [
          'Только поставщики, с помощью которых оператор обеспечивает работу сервиса, например хостинг и почтовый сервис, и только для этой работы. Адреса подписчиков никогда не показываются публично.',
        ],
      },
      {
        heading: 'Удаление данных',
        paragraphs: [
          'Вашу учётную запись по вашей просьбе удалит владелец или администратор вашей организации (Настройки → Команда) либо оператор. Подписчик прекращает получать письма по ссылке отписки из любого письма; чтобы стереть сам адрес, обратитесь к команде страницы статуса, которая может удалять подписчиков, или к оператору. Чтобы узнать или исправить хранящиеся о вас сведения, обращайтесь к оператору.',
        ],
      },
      {
        heading: 'Ваши права',
        paragraphs: [
          'В зависимости от того, где вы живёте, у вас может быть право получить доступ к своим данным, исправить, удалить или перенести их, возразить против их использования и пожаловаться в орган по защите данных. Такие запросы рассматривает оператор.',
        ],
      },
    ],
  },
};

export const LEGAL_DOCUMENTS: Record<Language, Record<LegalKind, LegalDocument>> = { en, ru };
