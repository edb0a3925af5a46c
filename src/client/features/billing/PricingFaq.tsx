import { Accordion, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { PLANS } from '#shared/constants.ts';
import { link } from '#shared/routes.ts';

const { free } = PLANS;

/** The pricing FAQ: what the plans promise, in the spec's words. */
export function PricingFaq() {
  return (
    <Stack gap="md" component="section" aria-labelledby="pricing-faq-title">
      <Title id="pricing-faq-title" order={2} ta="center">
        Frequently asked questions
      </Title>
      <Accordion variant="separated" radius="md">
        <Accordion.Item value="change">
          <Accordion.Control>Can I change my plan later?</Accordion.Control>
          <Accordion.Panel>
            Yes. You can switch between monthly and annual billing, or upgrade from {free.name}, at any time. Plan changes take effect
            immediately, and billing is prorated, so you only pay for what you use.
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="cancel">
          <Accordion.Control>What happens if I cancel?</Accordion.Control>
          <Accordion.Panel>
            You keep Premium access until the end of your current billing period. After that your account moves to the free {free.name}{' '}
            plan, and your resumes, saved jobs and applications stay where they are.
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="refund">
          <Accordion.Control>Is there a money-back guarantee?</Accordion.Control>
          <Accordion.Panel>
            Yes. New Premium subscriptions come with a 30-day money-back guarantee. If Premium is not right for you,{' '}
            <Anchor component={Link} href={link('/contact')}>
              contact us
            </Anchor>{' '}
            within 30 days of subscribing for a full refund.
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="payment">
          <Accordion.Control>How do I pay?</Accordion.Control>
          <Accordion.Panel>
            By card. Payments are handled by our card payment provider on its secure checkout page, so your card details are never stored
            on our servers. Prices are in US dollars.
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="free">
          <Accordion.Control>Do I need a card for the {free.name} plan?</Accordion.Control>
          <Accordion.Panel>
            No. The {free.name} plan is free for as long as you like;{' '}
            <Anchor component={Link} href={link('/signup?plan=free')}>
              create an account
            </Anchor>{' '}
            and start right away.
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Text ta="center" c="dimmed">
        Still have questions?{' '}
        <Anchor component={Link} href={link('/contact')} fw={600}>
          Contact us
        </Anchor>
      </Text>
    </Stack>
  );
}
