import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { actionsOf, liveAlias, roleStatements, serviceFunction, synth } from './synth.ts';

// Issue 41, "Mail that arrives": SES's configuration set, its bounce and complaint notices to the
// admin function, the domain identity with DKIM where the stage has a domain.
const code = { codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});') };
const plain = synth({}, code).templates;
const withDomain = synth({ domain: 'konstvagg.example' }, code).templates;
const MAILERS = ['identity', 'exhibitions', 'orders', 'admin'];

describe('mail through SES', () => {
  it('sends through one configuration set that suppresses bounces only (a complainer still gets receipts and refunds)', () => {
    plain.api.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'konstvagg-test-mail',
      SuppressionOptions: { SuppressedReasons: ['BOUNCE'] },
    });
    for (const service of MAILERS) {
      const fn = serviceFunction(plain.api, service);
      expect(fn.fn.Properties.Environment.Variables.SES_CONFIGURATION_SET, service).toBe(
        'konstvagg-test-mail',
      );
      const sends = roleStatements(plain.api, fn.roleId).filter((s) =>
        actionsOf(s).includes('ses:SendEmail'),
      );
      expect(JSON.stringify(sends), service).toContain(':configuration-set/konstvagg-test-mail');
      expect(JSON.stringify(sends), service).toContain(':identity/');
    }
    expect(
      serviceFunction(plain.api, 'catalog').fn.Properties.Environment.Variables.SES_CONFIGURATION_SET,
    ).toBeUndefined();
  });

  it('sends bounces and complaints, and nothing else, to a topic only SES of this account may publish to', () => {
    plain.api.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: Match.stringLikeRegexp('^MailFeedbackConfigurationSet') },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: Match.stringLikeRegexp('^MailFeedback') } },
      },
    });
    const policies = Object.values(plain.api.findResources('AWS::SNS::TopicPolicy')).map((p) =>
      JSON.stringify(p.Properties.PolicyDocument),
    );
    const ses = policies.find((p) => p.includes('ses.amazonaws.com'));
    expect(ses).toContain('sns:Publish');
    expect(ses).toContain('aws:SourceAccount');
  });

  it('the admin function reads the notices; what it cannot take waits in its own alarmed queue', () => {
    // SNS calls the admin function's live alias, where the retries and the queue are set.
    const admin = liveAlias(plain.api, 'admin');
    plain.api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      Endpoint: { Ref: admin.aliasId },
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailFeedbackFailures'), 'Arn'] },
      },
    });
    plain.api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: admin.functionId },
      Qualifier: Match.objectLike({ 'Fn::Select': [7, { 'Fn::Split': [':', { Ref: admin.aliasId }] }] }),
      MaximumRetryAttempts: 2,
      DestinationConfig: {
        OnFailure: {
          Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailFeedbackFailures'), 'Arn'] },
        },
      },
    });
    plain.api.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'konstvagg-test-mail-feedback-failures',
    });
    const alarms = Object.values(plain.api.findResources('AWS::CloudWatch::Alarm')).map((a) =>
      JSON.stringify(a),
    );
    expect(alarms.some((a) => a.includes('MailFeedbackFailures'))).toBe(true);
  });

  it('claims the domain with Easy DKIM and a MAIL FROM subdomain only on a stage with a domain of its own', () => {
    expect(Object.keys(plain.api.findResources('AWS::SES::EmailIdentity'))).toHaveLength(0);
    withDomain.api.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'konstvagg.example',
      DkimAttributes: { SigningEnabled: true },
      MailFromAttributes: { MailFromDomain: 'mail.konstvagg.example' },
      ConfigurationSetAttributes: {
        ConfigurationSetName: { Ref: Match.stringLikeRegexp('^MailFeedbackConfigurationSet') },
      },
    });
  });
});
