import { FormattedMessage } from 'react-intl';
import { displayName, homeForRole, LinkButton, useSession } from '@konstvagg/ui';
import { AccountPage } from './AccountPage.tsx';

/** The signed-in account (guarded: any role). Editing the profile comes with the account issue. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <AccountPage titleId="profile.title" lead={<FormattedMessage id="profile.lead" />}>
      <dl className="shell-profile">
        <dt>
          <FormattedMessage id="profile.name" />
        </dt>
        <dd>{displayName(user)}</dd>
        <dt>
          <FormattedMessage id="profile.email" />
        </dt>
        <dd>{user.email}</dd>
        <dt>
          <FormattedMessage id="profile.role" />
        </dt>
        <dd>
          <FormattedMessage id={`role.${user.role}`} />
        </dd>
      </dl>
      <div className="shell-profile__actions">
        <LinkButton to={homeForRole(user.role)} variant="secondary">
          <FormattedMessage id="profile.toDashboard" />
        </LinkButton>
        <LinkButton to="/account/two-step" variant="secondary">
          <FormattedMessage id="mfa.profileLink" />
        </LinkButton>
      </div>
    </AccountPage>
  );
}
