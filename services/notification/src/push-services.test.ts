import { BROWSER_PUSH_SERVICES, isPushServiceEndpoint, parsePushServiceHosts, type PushServiceHost } from './push-services.js';

function hostsOf(list: string): PushServiceHost[] {
  const hosts = parsePushServiceHosts(list);
  if (typeof hosts === 'string') throw new Error(hosts);
  return hosts;
}

const browsers = hostsOf(BROWSER_PUSH_SERVICES);
const allowed = (endpoint: string, hosts = browsers) => isPushServiceEndpoint(endpoint, hosts);

describe('the push services an endpoint may be on', () => {
  it("takes the endpoints of the browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://android.googleapis.com/gcm/send/dGVzdA',
      'https://jmt17.google.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://x.push.apple.com/',
      'https://wns2-par02p.notify.windows.com/w/?token=AwYAAAB',
      'https://fcm.googleapis.com:443/fcm/send/default-port-written',
    ]) {
      expect({ endpoint, allowed: allowed(endpoint) }).toEqual({ endpoint, allowed: true });
    }
  });

  it('matches a domain on a dot boundary only, and a named host exactly', () => {
    for (const endpoint of [
      'https://evilfcm.googleapis.com.attacker.net/',
      'https://fcm.googleapis.com.attacker.net/',
      'https://push.apple.com.evil/',
      'https://evilpush.apple.com/',
      // A wildcard stands for the hosts under the domain, not the domain itself.
      'https://push.apple.com/',
      // A named host is that host alone.
      'https://sub.fcm.googleapis.com/',
      'https://googleapis.com/',
      'https://google.com/fcm/send/x',
      // A trailing dot names the same host to DNS, but is not the listed name.
      'https://fcm.googleapis.com./fcm/send/x',
    ]) {
      expect({ endpoint, allowed: allowed(endpoint) }).toEqual({ endpoint, allowed: false });
    }
  });

  it('compares hosts as URL normalises them: upper case and IDN', () => {
    expect(allowed('https://FCM.GoogleAPIs.COM/fcm/send/x')).toBe(true);
    expect(allowed('https://WEB.Push.Apple.com/x')).toBe(true);
    // A look-alike in another script becomes punycode, which is not the listed name.
    expect(allowed('https://fcm.googleаpis.com/fcm/send/x')).toBe(false);
    expect(allowed('https://ｆｃｍ.googleapis.com/fcm/send/x')).toBe(true);
    const idn = hostsOf('*.xn--bcher-kva.example');
    expect(isPushServiceEndpoint('https://push.BÜCHER.example/x', idn)).toBe(true);
    expect(isPushServiceEndpoint('https://push.bucher.example/x', idn)).toBe(false);
  });

  it('refuses plain http, a user name or password, another port, an IP address and what is not a URL', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'wss://fcm.googleapis.com/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://169.254.169.254/latest/meta-data',
      'https://0xa9.0xfe.0xa9.0xfe/latest',
      'https://[::1]/x',
      'https://identity:4001/',
      'https://localhost/',
      'fcm.googleapis.com/fcm/send/x',
      '',
    ]) {
      expect({ endpoint, allowed: allowed(endpoint) }).toEqual({ endpoint, allowed: false });
    }
  });

  it("takes a receiver of one's own on the port it is listed with, and on that port alone", () => {
    const local = hostsOf('localhost:43123');
    expect(isPushServiceEndpoint('https://localhost:43123/device', local)).toBe(true);
    expect(isPushServiceEndpoint('https://localhost/device', local)).toBe(false);
    expect(isPushServiceEndpoint('https://localhost:43124/device', local)).toBe(false);
    expect(isPushServiceEndpoint('https://127.0.0.1:43123/device', local)).toBe(false);
    expect(isPushServiceEndpoint('http://localhost:43123/device', local)).toBe(false);
  });

  it('refuses a list that would let in more than push services: an IP address, a bare wildcard, a wildcard over a top-level domain, or nothing', () => {
    expect(parsePushServiceHosts('fcm.googleapis.com,127.0.0.1:8443')).toBe('"127.0.0.1:8443": an IP address is never a push service');
    expect(parsePushServiceHosts('0x7f.1')).toBe('"0x7f.1": an IP address is never a push service');
    expect(parsePushServiceHosts('*')).toBe('"*" is not a host name, *.domain, or either with :port');
    expect(parsePushServiceHosts('*.com')).toBe('"*.com": a wildcard must stand before a domain of two labels or more');
    expect(parsePushServiceHosts('https://fcm.googleapis.com/')).toBe('"https://fcm.googleapis.com/" is not a host name, *.domain, or either with :port');
    expect(parsePushServiceHosts('user@fcm.googleapis.com')).toBe('"user@fcm.googleapis.com" is not a host name, *.domain, or either with :port');
    expect(parsePushServiceHosts('localhost:99999')).toBe('"localhost:99999" is not a host name, *.domain, or either with :port');
    expect(parsePushServiceHosts(' , ')).toBe('names no host');
  });

  it('reads a list with spaces and upper case as the hosts it names', () => {
    expect(parsePushServiceHosts(' FCM.googleapis.com , *.Push.Apple.com, localhost:443 ')).toEqual([
      { host: 'fcm.googleapis.com', subdomains: false, port: '' },
      { host: 'push.apple.com', subdomains: true, port: '' },
      { host: 'localhost', subdomains: false, port: '' },
    ]);
  });
});
