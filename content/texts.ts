/** Every fixed text SPEC quotes, with SPEC's spelling, so pages and tests read one source. */
export const texts = {
  home: {
    tagline: 'Idea to Implementation',
    roofLine: 'All Solutions Under One Roof',
    launchLine: 'From Idea to launch , all under ONE Roof',
    servicesIntroHeading: 'A full-service digital innovation partner.',
    servicesIntroSubline: 'Our rich design and technology expertise delivers top brands and digital experiences.',
    servicesHeading: 'Services we provide',
    industriesHeading: 'Industries We Serve',
    industriesTagline:
      'Growth and transformation in leading industries around the world are fueled by innovative solutions.',
    clientsHeading: 'Brands that trust us',
    testimonialsHeading: 'What our clients say',
    knowMore: 'Know More',
  },
  header: {
    whoWeAre: 'Who we are ?',
    services: 'Services',
    getQuote: 'Get Quote',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  menu: ['HOME', 'WHY WE ?', 'SERVICES', 'DOMAINS', 'ABOUT US', 'CONTACT US'] as const,
  footer: {
    connectUs: 'Connect Us',
    domains: 'Domains',
    services: 'Services',
    contact: 'Contact',
    follow: 'Follow us',
  },
  enquiry: {
    banner: 'Need A Successful Journey?',
    brochureButton: 'Get our Brouchure..!',
    whatsapp: 'Chat with us on WhatsApp',
  },
  brochure: {
    button: 'Get a Quote Now !',
    fileName: 'Ekchhat-Studio-Brochure.pdf',
  },
  about: {
    connectButton: 'Connect with us',
  },
  blog: {
    moreToRead: 'More to read',
    readMore: 'Read More',
  },
  notFound: {
    heading: "Sorry, we couldn't find this page.",
    line: 'But dont worry, you can find plenty of other things on our homepage.',
    back: 'Back to homepage',
  },
  success: 'Your message has been sent successfully. We will contact you soon.',
} as const;
