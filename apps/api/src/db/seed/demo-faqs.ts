// Demo FAQs, grouped by category in the order the FAQ page shows them. Figures follow the spec's
// shipping policy, returns policy and tier thresholds.

export const FAQS: { category: string; question: string; answer: string }[] = [
  {
    category: 'Orders & Payment',
    question: 'How can I pay for my order?',
    answer:
      'We accept M-Pesa (you get a prompt on your phone to enter your PIN), Visa and Mastercard cards, and bank transfer. Prices are in Kenyan shillings (KES).',
  },
  {
    category: 'Orders & Payment',
    question: 'Can I order without creating an account?',
    answer:
      'Yes. Check out as a guest with your phone number. You can find your orders later under My Orders on the same device by entering that phone number.',
  },
  {
    category: 'Orders & Payment',
    question: 'How do I know my order went through?',
    answer:
      'Once your payment is confirmed you will see an order confirmation page and receive a confirmation from M-Pesa or your bank. Signed-in customers also get a notification.',
  },
  {
    category: 'Delivery',
    question: 'How much does delivery cost?',
    answer:
      'Delivery within Nairobi is free for orders of KES 3,000 or more. Below that, delivery costs KES 200. The delivery fee is confirmed at checkout.',
  },
  {
    category: 'Delivery',
    question: 'Do you offer same-day delivery?',
    answer: 'Yes. Same-day delivery within Nairobi costs KES 500 if you order before 12 PM.',
  },
  {
    category: 'Delivery',
    question: 'How long will my order take to arrive?',
    answer:
      'Nairobi CBD: 1-2 business days. Suburbs: 2-3 business days. Surrounding areas: 3-5 business days.',
  },
  {
    category: 'Returns & Refunds',
    question: 'Can I return an item?',
    answer:
      'Yes, within 7 days of delivery. Items must be unworn and in the condition you received them. Contact support to arrange the return.',
  },
  {
    category: 'Returns & Refunds',
    question: 'When will I get my refund?',
    answer: 'Refunds are processed within 5-7 business days after we receive and check the returned item.',
  },
  {
    category: 'Returns & Refunds',
    question: 'My item arrived damaged. What should I do?',
    answer:
      'Report it within 24 hours of delivery with a photo of the damage and we will sort out a replacement or refund. Support is open Monday to Saturday, 9 AM to 6 PM EAT.',
  },
  {
    category: 'Sizing & Condition',
    question: 'How do you grade the condition of thrifted items?',
    answer:
      'Every piece is inspected, cleaned and graded: Like New (no signs of wear), Excellent (barely worn), Very Good (light wear) or Good (visible wear, priced to match). Any flaw is mentioned in the description.',
  },
  {
    category: 'Sizing & Condition',
    question: 'How do I find my size?',
    answer:
      "Open the Size Chart from the home page. It lists women's and men's clothing and shoe sizes in US, UK and EU with bust, chest, waist, hip and foot-length measurements. Vintage pieces often run a size small.",
  },
  {
    category: 'Early Access & Membership',
    question: 'What are the customer tiers?',
    answer:
      'Everyone starts as Regular. You become Premium after spending KES 20,000 across at least 3 orders, and VIP after spending KES 50,000 across at least 5 orders. Tiers update automatically.',
  },
  {
    category: 'Early Access & Membership',
    question: 'How does early access work?',
    answer:
      'New drops open early for members: VIP customers shop 48 hours before everyone else, Premium customers 36 hours, and early-access members 24 hours.',
  },
  {
    category: 'Early Access & Membership',
    question: 'How do I join early access?',
    answer:
      'Enter your email in the early-access form at the bottom of any page. It is free, and you will hear about every drop before it goes public.',
  },
  {
    category: 'Early Access & Membership',
    question: 'What do VIP members get?',
    answer:
      'VIP early access, the VIP-only collection, priority support, special pricing, a style consultation and free express shipping.',
  },
];
