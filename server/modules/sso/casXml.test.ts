import { parseCasAnswer } from './casXml';

// The validation answers of the CAS protocol specification (§2.5.2, §2.6.2, Appendix A), as
// servers write them: with the cas: prefix or another one, attributes single and multi-valued.

test('success with attributes (3.0), a leading zero and a multi-valued attribute kept as text', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>zhangsan</cas:user>
    <cas:attributes>
      <cas:employeeNumber>0023010101</cas:employeeNumber>
      <cas:memberOf>faculty</cas:memberOf>
      <cas:memberOf>staff</cas:memberOf>
      <cas:cn>张三 &amp; 李四</cas:cn>
    </cas:attributes>
    <cas:proxyGrantingTicket>PGTIOU-84678-8a9d</cas:proxyGrantingTicket>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
  expect(parseCasAnswer(xml)).toEqual({
    ok: true,
    user: 'zhangsan',
    attributes: { employeeNumber: '0023010101', memberOf: 'faculty', cn: '张三 & 李四' },
  });
});

test('success without attributes (2.0), another prefix', () => {
  const xml = `<sso:serviceResponse xmlns:sso="http://www.yale.edu/tp/cas"><sso:authenticationSuccess><sso:user> 2023010101 </sso:user></sso:authenticationSuccess></sso:serviceResponse>`;
  expect(parseCasAnswer(xml)).toEqual({ ok: true, user: '2023010101', attributes: {} });
});

test('failure: the code and the message', () => {
  const xml = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1856339-aA5Yuvrxzpv8Tau1cYQ7 not recognized</cas:authenticationFailure>
</cas:serviceResponse>`;
  expect(parseCasAnswer(xml)).toEqual({
    ok: false,
    code: 'INVALID_TICKET',
    message: 'Ticket ST-1856339-aA5Yuvrxzpv8Tau1cYQ7 not recognized',
  });
});

test.each(['', 'yes\nzhangsan\n', '<html><body>登录</body></html>', '<cas:serviceResponse xmlns:cas="x"></cas:serviceResponse>', '<a><b>'])(
  'not a service response: %j',
  (body) => {
    expect(parseCasAnswer(body)).toBeNull();
  },
);
