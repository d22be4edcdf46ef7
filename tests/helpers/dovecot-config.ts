import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// How to run a private Dovecot here: which binary, as which users, with what configuration.

const DOVECOT_PATHS = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'];

/** The dovecot binary; installed with apt when missing, as CI does (.ci/run). */
export function dovecotBinary(): string {
  const found = () => DOVECOT_PATHS.find((p) => fs.existsSync(p));
  let binary = found();
  if (!binary) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'dovecot-imapd'], { env });
    if (install().status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { env });
      const second = install();
      if (second.status !== 0) throw new Error(`apt-get install dovecot-imapd failed: ${second.stderr.toString()}`);
    }
    binary = found();
  }
  if (!binary) throw new Error('dovecot is not installed and could not be installed');
  return binary;
}

/** The fields of the line of /etc/passwd or /etc/group whose field `at` is `value`. */
function entry(file: string, at: number, value: string): string[] | undefined {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return lines.map((l) => l.split(':')).find((fields) => fields[at] === value);
}

function systemUser(name: string): { uid: number; gid: number } | undefined {
  const [, , uid, gid] = entry('/etc/passwd', 0, name) ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

const groupName = (gid: number) => entry('/etc/group', 2, String(gid))?.[0] ?? String(gid);

export type Accounts = ReturnType<typeof accounts>;

/**
 * Dovecot will not deliver mail as root. As root the package's own users run
 * the server and `dovecot` owns the mail; otherwise everything runs as us.
 */
export function accounts() {
  const me = os.userInfo();
  if (me.uid !== 0) {
    const name = me.username;
    return { login: name, internal: name, group: groupName(me.gid), mail: { uid: me.uid, gid: me.gid } };
  }
  const mail = systemUser('dovecot') ?? systemUser('nobody');
  if (!mail) throw new Error('no unprivileged user to own the test mail');
  const login = systemUser('dovenull') ? 'dovenull' : 'nobody';
  const internal = systemUser('dovecot') ? 'dovecot' : 'nobody';
  return { login, internal, group: groupName(mail.gid), mail };
}

export function dovecotConfig(dir: string, port: number, version: string, a: Accounts): string {
  // 2.4 renamed and restructured many settings; 2.3 is what Debian 12 ships.
  const v24 = /^2\.[4-9]|^[3-9]\./.test(version);
  const passwd = path.join(dir, 'passwd');
  const common = [
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${dir}/dovecot.log`,
    'listen = 127.0.0.1',
    'protocols = imap',
    'ssl = no',
    'auth_mechanisms = plain login',
    `default_login_user = ${a.login}`,
    `default_internal_user = ${a.internal}`,
    `default_internal_group = ${a.group}`,
    'first_valid_uid = 1',
  ];
  const services = `service imap-login {
  chroot =
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
  # No growing delays for the tests' deliberate wrong passwords.
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
`;
  if (v24) {
    return `dovecot_config_version = ${version.split(' ')[0]}
dovecot_storage_version = ${version.split(' ')[0]}
${common.join('\n')}
auth_allow_cleartext = yes
mail_driver = maildir
mail_path = ~/Maildir
passdb passwd-file {
  passwd_file_path = ${passwd}
}
userdb passwd-file {
  passwd_file_path = ${passwd}
}
${services}`;
  }
  return `${common.join('\n')}
disable_plaintext_auth = no
auth_failure_delay = 0
mail_location = maildir:~/Maildir
passdb {
  driver = passwd-file
  args = username_format=%u ${passwd}
}
userdb {
  driver = passwd-file
  args = username_format=%u ${passwd}
}
service auth-worker {
  user = $default_internal_user
}
${services}`;
}
