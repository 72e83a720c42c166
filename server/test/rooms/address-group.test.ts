import { addressGroup } from "../../src/rooms/address-group";

it("an IPv4 address is its own group; so is one written IPv4-mapped into IPv6", () => {
  expect(addressGroup("203.0.113.5")).toBe("203.0.113.5");
  expect(addressGroup("::ffff:203.0.113.5")).toBe("203.0.113.5");
  expect(addressGroup("::FFFF:203.0.113.5")).toBe("203.0.113.5");
});

it("every IPv6 address of one /64 is one group, however it is written", () => {
  const group = "2001:db8:0:1::/64";
  for (const ip of ["2001:db8:0:1::1", "2001:db8:0:1::2", "2001:0db8:0000:0001:ffff:ffff:ffff:ffff", "2001:DB8:0:1:a:b:c:d", "2001:db8::1:0:0:0:5", "2001:db8:0:1::1%eth0"]) {
    expect(addressGroup(ip)).toBe(group);
  }
  expect(addressGroup("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64");
  expect(addressGroup("::1")).toBe("0:0:0:0::/64");
  expect(addressGroup("::1:2:3:4:5:6:7")).toBe("0:1:2:3::/64");
  expect(addressGroup("64:ff9b::198.51.100.7")).toBe("64:ff9b:0:0::/64");
});

it("anything that is not an address is left as it is", () => {
  expect(addressGroup("unknown")).toBe("unknown");
  expect(addressGroup("2001:db8::1::2")).toBe("2001:db8::1::2");
});
