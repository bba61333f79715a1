import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@shop/contract/admin';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { Table, Td, Th } from '../../../components/table';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { updateStaffMutation } from '../api/staff-api';

/**
 * The staff members, each with the two changes an admin makes here: the role (admin or staff) and whether the account
 * is active (a deactivated member cannot sign in; nothing is deleted, the audit log keeps their name). The server's
 * refusal (the last active admin) is shown above the table.
 */
export function StaffTable({ members }: { members: readonly StaffMember[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const update = useMutation(updateStaffMutation(useQueryClient()));
  const change = (member: StaffMember, next: AdminBodyOf<'staffUpdate'>) => update.mutate({ id: member.id, change: next });

  return (
    <>
      {update.isError && (
        <div className="mb-3">
          <FormBanner message={errorText(update.error)} />
        </div>
      )}
      <Table caption={t('staff.table.caption')}>
        <thead>
          <tr>
            <Th>{t('staff.table.name')}</Th>
            <Th>{t('staff.table.email')}</Th>
            <Th>{t('staff.table.role')}</Th>
            <Th>{t('staff.table.active')}</Th>
            <Th>{t('staff.table.changes')}</Th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const otherRole = member.role === 'admin' ? 'staff' : 'admin';
            return (
              <tr key={member.id}>
                <Th scope="row" className="font-medium">
                  {member.name}
                </Th>
                <Td className="[overflow-wrap:anywhere]">{member.email}</Td>
                <Td>{t(`roles.${member.role}`)}</Td>
                <Td>
                  <Badge className={member.active ? 'bg-green-100 text-green-800' : 'bg-stone-100 text-stone-700'}>
                    {t(member.active ? 'staff.table.isActive' : 'staff.table.isInactive')}
                  </Badge>
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      className="min-h-9 px-3"
                      disabled={update.isPending}
                      aria-label={t(`staff.table.makeRoleOf.${otherRole}`, { name: member.name })}
                      onClick={() => change(member, { role: otherRole })}
                    >
                      {t(`staff.table.makeRole.${otherRole}`)}
                    </Button>
                    <Button
                      variant="outline"
                      className="min-h-9 px-3"
                      disabled={update.isPending}
                      aria-label={t(member.active ? 'staff.table.deactivateOf' : 'staff.table.reactivateOf', { name: member.name })}
                      onClick={() => change(member, { active: !member.active })}
                    >
                      {t(member.active ? 'staff.table.deactivate' : 'staff.table.reactivate')}
                    </Button>
                  </div>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
