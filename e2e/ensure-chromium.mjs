// Makes sure a system Chromium (and CJK fonts for readable screenshots) is present before the browser tests.
// As root it installs them with apt; otherwise it stops and names the packages.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = () => candidates.find((p) => existsSync(p));
const fontsPresent = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

if (found() && fontsPresent()) process.exit(0);

const packages = 'chromium fonts-noto-cjk';
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Installing ${packages} with apt-get ...`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
  if (!found()) {
    console.error('Chromium is still missing after apt-get install.');
    process.exit(1);
  }
} else {
  console.error(
    `The end-to-end tests need Chromium and CJK fonts. Install them, e.g.: sudo apt-get install -y ${packages}`,
  );
  process.exit(1);
}
