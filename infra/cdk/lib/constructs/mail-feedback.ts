import { type CfnResource, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';

/**
 * Mail that arrives (issue 41; docs/decisions.md "Mail that arrives: suppression"): SES sends
 * through a configuration set whose bounce and complaint notices go to one SNS topic, which the
 * admin function reads (services/admin: a permanent bounce or a complaint suppresses the address
 * for every mail but the essential ones). The set's own suppression is bounces only: SES dropping
 * mail to a complainer would drop their receipts and refunds too, which our suppression keeps.
 *
 * The domain identity (with Easy DKIM and a MAIL FROM subdomain) is made when the stage has a
 * domain (a production synth requires one): a SES identity is one per account and region, so stages
 * without a domain of their own do not claim the shared one. Leaving the SES sandbox is a one-time
 * step (docs/operations.md, "Leaving the SES sandbox").
 */
export class MailFeedback extends Construct {
  readonly configurationSet: ses.ConfigurationSet;
  readonly topic: sns.Topic;
  readonly identity?: ses.EmailIdentity;

  constructor(
    scope: Construct,
    id: string,
    props: { config: AppConfig; mailDomain: string; reader: lambda.IFunction; failures: sqs.IQueue },
  ) {
    super(scope, id);
    const { config } = props;
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: mailConfigurationSetName(config),
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_ONLY,
    });
    this.topic = new sns.Topic(this, 'Feedback', {
      topicName: `konstvagg-${config.stage}-mail-feedback`,
      displayName: `Konstvägg ${config.stage}: SES bounces and complaints`,
      enforceSSL: true,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.snsTopic(this.topic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    // SES may publish the notices of this account's configuration set, nothing else.
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new iam.ServicePrincipal('ses.amazonaws.com')],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    // A notice SNS cannot deliver waits in the mail-feedback-failures queue (alarmed, shown to admins).
    const subscription = this.topic.addSubscription(
      new subscriptions.LambdaSubscription(props.reader, { deadLetterQueue: props.failures }),
    );
    // The reader is the admin function's `live` alias, whose ARN SNS takes as a lambda endpoint;
    // CloudFormation's rule check (and cfn-lint's W3694) expects an unqualified function there.
    const aliasEndpoint =
      'SNS invokes the `live` alias (a qualified function ARN), as it does any Lambda ARN';
    Validations.of(subscription).acknowledge({ id: 'CloudFormation-Validate::W3694', reason: aliasEndpoint });
    (subscription.node.defaultChild as CfnResource).addMetadata('cfn-lint', {
      config: { ignore_checks: ['W3694'] },
    });
    if (config.domain) {
      this.identity = new ses.EmailIdentity(this, 'Domain', {
        identity: ses.Identity.domain(props.mailDomain),
        configurationSet: this.configurationSet,
        dkimSigning: true,
        mailFromDomain: `mail.${props.mailDomain}`,
      });
    }
  }
}

/** The configuration set every mail is sent with (SES_CONFIGURATION_SET). */
export const mailConfigurationSetName = (config: AppConfig) => `konstvagg-${config.stage}-mail`;
