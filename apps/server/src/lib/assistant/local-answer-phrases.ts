import type { KnowledgeSourceKind, SiteLanguage } from '@receptiva/shared';

interface LocalAnswerPhrases {
  /** Opens an answer composed from passages. */
  intro: string;
  /** When no passage matched the question. */
  nothingFound: string;
  /** "From the DIY guide" and so on, before each passage's excerpt. */
  from: Record<KnowledgeSourceKind, string>;
}

/**
 * The few words of the offline answer (the passages themselves stay in the language they are written in). A Record
 * over every site language, so a language cannot be missing.
 */
export const LOCAL_ANSWER_PHRASES: Record<SiteLanguage, LocalAnswerPhrases> = {
  en: {
    intro: 'Here is what the site’s own guides say about this:',
    nothingFound:
      'I could not find anything about this in the site’s guides. Try other words, or ask our support team.',
    from: {
      diy: 'From the DIY guide',
      university: 'From the university',
      legal: 'From the legal terms',
      faq: 'From the FAQ',
      blog: 'From the blog',
      account: 'From your account',
    },
  },
  es: {
    intro: 'Esto es lo que dicen las guías del sitio sobre el tema:',
    nothingFound:
      'No encontré nada sobre esto en las guías del sitio. Prueba con otras palabras o escribe a nuestro equipo de soporte.',
    from: {
      diy: 'De la guía paso a paso',
      university: 'De la universidad',
      legal: 'De las condiciones legales',
      faq: 'De las preguntas frecuentes',
      blog: 'Del blog',
      account: 'De tu cuenta',
    },
  },
  fr: {
    intro: 'Voici ce que disent les guides du site à ce sujet :',
    nothingFound:
      'Je n’ai rien trouvé à ce sujet dans les guides du site. Essayez d’autres mots ou contactez notre support.',
    from: {
      diy: 'Du guide pas à pas',
      university: 'De l’université',
      legal: 'Des conditions légales',
      faq: 'De la FAQ',
      blog: 'Du blog',
      account: 'De votre compte',
    },
  },
  de: {
    intro: 'Das sagen die Anleitungen dieser Website dazu:',
    nothingFound:
      'Dazu habe ich in den Anleitungen der Website nichts gefunden. Versuchen Sie andere Worte oder fragen Sie unseren Support.',
    from: {
      diy: 'Aus der Schritt-für-Schritt-Anleitung',
      university: 'Aus der Academy',
      legal: 'Aus den rechtlichen Bedingungen',
      faq: 'Aus den häufigen Fragen',
      blog: 'Aus dem Blog',
      account: 'Aus Ihrem Konto',
    },
  },
  pt: {
    intro: 'Veja o que os guias do site dizem sobre isso:',
    nothingFound: 'Não encontrei nada sobre isso nos guias do site. Tente outras palavras ou fale com nosso suporte.',
    from: {
      diy: 'Do guia passo a passo',
      university: 'Da universidade',
      legal: 'Dos termos legais',
      faq: 'Das perguntas frequentes',
      blog: 'Do blog',
      account: 'Da sua conta',
    },
  },
  it: {
    intro: 'Ecco cosa dicono le guide del sito su questo:',
    nothingFound:
      'Non ho trovato nulla su questo nelle guide del sito. Prova con altre parole o contatta il nostro supporto.',
    from: {
      diy: 'Dalla guida passo passo',
      university: 'Dall’università',
      legal: 'Dai termini legali',
      faq: 'Dalle domande frequenti',
      blog: 'Dal blog',
      account: 'Dal tuo account',
    },
  },
  ru: {
    intro: 'Вот что говорится об этом в руководствах сайта:',
    nothingFound:
      'Я не нашёл ничего об этом в руководствах сайта. Попробуйте другие слова или напишите в нашу поддержку.',
    from: {
      diy: 'Из пошагового руководства',
      university: 'Из университета',
      legal: 'Из юридических условий',
      faq: 'Из частых вопросов',
      blog: 'Из блога',
      account: 'Из вашего аккаунта',
    },
  },
  zh: {
    intro: '以下是本网站指南中关于此问题的内容：',
    nothingFound: '在本网站的指南中没有找到相关内容。请换个说法，或联系我们的支持团队。',
    from: {
      diy: '来自自助设置指南',
      university: '来自学院',
      legal: '来自法律条款',
      faq: '来自常见问题',
      blog: '来自博客',
      account: '来自您的账户',
    },
  },
  hi: {
    intro: 'इस बारे में साइट की गाइड यह कहती हैं:',
    nothingFound: 'साइट की गाइड में इस बारे में कुछ नहीं मिला। दूसरे शब्द आज़माएँ या हमारी सहायता टीम से पूछें।',
    from: {
      diy: 'DIY गाइड से',
      university: 'यूनिवर्सिटी से',
      legal: 'कानूनी शर्तों से',
      faq: 'अक्सर पूछे जाने वाले प्रश्नों से',
      blog: 'ब्लॉग से',
      account: 'आपके खाते से',
    },
  },
  ja: {
    intro: 'この件についてサイトのガイドに書かれている内容です：',
    nothingFound:
      'サイトのガイドに該当する内容が見つかりませんでした。別の言葉で試すか、サポートチームにお問い合わせください。',
    from: {
      diy: 'セルフセットアップガイドより',
      university: 'ユニバーシティより',
      legal: '法的条件より',
      faq: 'よくある質問より',
      blog: 'ブログより',
      account: 'あなたのアカウントより',
    },
  },
  ko: {
    intro: '이에 대해 사이트 가이드에 나와 있는 내용입니다:',
    nothingFound: '사이트 가이드에서 관련 내용을 찾지 못했습니다. 다른 단어로 시도하거나 지원팀에 문의하세요.',
    from: {
      diy: '셀프 설정 가이드에서',
      university: '유니버시티에서',
      legal: '법적 약관에서',
      faq: '자주 묻는 질문에서',
      blog: '블로그에서',
      account: '내 계정에서',
    },
  },
  ar: {
    intro: 'هذا ما تقوله أدلة الموقع عن هذا الموضوع:',
    nothingFound: 'لم أجد شيئًا عن هذا في أدلة الموقع. جرّب كلمات أخرى أو اسأل فريق الدعم.',
    from: {
      diy: 'من دليل الإعداد الذاتي',
      university: 'من الأكاديمية',
      legal: 'من الشروط القانونية',
      faq: 'من الأسئلة الشائعة',
      blog: 'من المدونة',
      account: 'من حسابك',
    },
  },
  he: {
    intro: 'זה מה שהמדריכים של האתר אומרים על כך:',
    nothingFound: 'לא מצאתי על כך דבר במדריכי האתר. נסו מילים אחרות או פנו לצוות התמיכה.',
    from: {
      diy: 'ממדריך ההגדרה העצמית',
      university: 'מהאוניברסיטה',
      legal: 'מהתנאים המשפטיים',
      faq: 'מהשאלות הנפוצות',
      blog: 'מהבלוג',
      account: 'מהחשבון שלך',
    },
  },
  fa: {
    intro: 'راهنماهای سایت در این باره چنین می‌گویند:',
    nothingFound:
      'در راهنماهای سایت چیزی در این باره پیدا نکردم. واژه‌های دیگری را امتحان کنید یا از تیم پشتیبانی بپرسید.',
    from: {
      diy: 'از راهنمای راه‌اندازی گام‌به‌گام',
      university: 'از دانشگاه',
      legal: 'از شرایط حقوقی',
      faq: 'از پرسش‌های متداول',
      blog: 'از وبلاگ',
      account: 'از حساب شما',
    },
  },
};
