import { buildRequest, chooseFormat, type Notice } from "../../src/notify/webhook-formats";

const notice: Notice = {
  kind: "your-turn",
  game: "Space Zoo",
  table: "K7QM2",
  link: "https://tabletop.example.org/?room=K7QM2",
  text: "Your turn in Space Zoo at table K7QM2.",
};

const bodyOf = (format: Parameters<typeof buildRequest>[0], n: Notice = notice): unknown => JSON.parse(String(buildRequest(format, n).body));

describe("each format's request for a sample notice", () => {
  it("Discord: the sentence and the link as content, and no one pinged", () => {
    expect(buildRequest("discord", notice).headers).toEqual({ "content-type": "application/json" });
    expect(bodyOf("discord")).toEqual({
      content: "Your turn in Space Zoo at table K7QM2.\nhttps://tabletop.example.org/?room=K7QM2",
      allowed_mentions: { parse: [] },
    });
  });

  it("Slack: text, with formatting off", () => {
    expect(bodyOf("slack")).toEqual({ text: "Your turn in Space Zoo at table K7QM2.\nhttps://tabletop.example.org/?room=K7QM2", mrkdwn: false });
  });

  it("Matrix (hookshot and Slack-style bridges): plain text", () => {
    expect(bodyOf("matrix")).toEqual({ text: "Your turn in Space Zoo at table K7QM2.\nhttps://tabletop.example.org/?room=K7QM2", format: "plain" });
  });

  it("ntfy: the sentence as a plain body; title, click and tags as headers", () => {
    expect(buildRequest("ntfy", notice)).toEqual({
      method: "POST",
      headers: { "content-type": "text/plain; charset=utf-8", title: "Space Zoo: your turn", click: "https://tabletop.example.org/?room=K7QM2", tags: "game_die" },
      body: "Your turn in Space Zoo at table K7QM2.",
    });
    expect(buildRequest("ntfy", { ...notice, kind: "game-over" }).headers).toMatchObject({ title: "Space Zoo: game over", tags: "checkered_flag" });
  });

  it("generic JSON: the notice's five fields and nothing else", () => {
    expect(bodyOf("json")).toEqual(notice);
  });
});

describe("hostile text stays text", () => {
  const hostile: Notice = { ...notice, text: "@everyone <!channel> <@U123|boss> & <https://evil.example|click> Ana\r\nX-Injected: 1 is up." };

  it("Discord pings no one even when a name says @everyone", () => {
    expect(bodyOf("discord", hostile)).toMatchObject({ allowed_mentions: { parse: [] } });
  });

  it("Slack shows <!channel> and <link|text> as typed instead of pinging or linking", () => {
    const text = (bodyOf("slack", hostile) as { text: string }).text;
    expect(text).not.toMatch(/[<>]/);
    expect(text).toContain("&lt;!channel&gt; &lt;@U123|boss&gt; &amp; &lt;https://evil.example|click&gt;");
  });

  it("a line break cannot start a new header or line, in any format", () => {
    for (const format of ["discord", "slack", "matrix", "ntfy", "json"] as const) {
      const request = buildRequest(format, { ...hostile, game: "Zoo\r\nX-Evil: 1" });
      expect(String(request.body)).toContain("Ana  X-Injected");
      for (const value of Object.values(request.headers)) expect(value).not.toMatch(/[\r\n]/);
    }
  });

  it("an ntfy title beyond ASCII is sent as an RFC 2047 encoded word", () => {
    const title = buildRequest("ntfy", { ...notice, game: "Space Colony Cheeses 🧀" }).headers.title;
    expect(title).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(Buffer.from(title.slice(10, -2), "base64").toString("utf8")).toBe("Space Colony Cheeses 🧀: your turn");
  });

  it("a very long sentence is cut to 300 characters, so every body stays far under the 4 KB limit", () => {
    const long = { ...notice, text: "🚀".repeat(5000) };
    for (const format of ["discord", "slack", "matrix", "ntfy", "json"] as const) {
      expect(Buffer.byteLength(String(buildRequest(format, long).body))).toBeLessThan(2048);
    }
  });

  it("a link that is not http(s) is left out", () => {
    expect(bodyOf("json", { ...notice, link: "javascript:alert(1)" })).toMatchObject({ link: "" });
  });
});

describe("choosing the format from the URL", () => {
  it.each([
    ["https://discord.com/api/webhooks/1/abc", "discord"],
    ["https://discordapp.com/api/webhooks/1/abc", "discord"],
    ["https://canary.discord.com/api/webhooks/1/abc", "discord"],
    ["https://discord.com/channels/1/2", "json"],
    ["https://discord.com.evil.example/api/webhooks/1/abc", "json"],
    ["https://hooks.slack.com/services/T/B/X", "slack"],
    ["https://ntfy.sh/my-secret-topic", "ntfy"],
    ["https://matrix.example.org/hookshot/webhook/abc", "json"],
    ["https://example.org/hook", "json"],
  ])("%s is %s", (url, format) => {
    expect(chooseFormat(url)).toEqual({ url, format });
  });

  it("a ?format= hint chooses, and is taken off the URL before sending", () => {
    expect(chooseFormat("https://matrix.example.org/hookshot/webhook/abc?format=matrix")).toEqual({ url: "https://matrix.example.org/hookshot/webhook/abc", format: "matrix" });
    expect(chooseFormat("https://push.example.org/topic?x=1&format=ntfy")).toEqual({ url: "https://push.example.org/topic?x=1", format: "ntfy" });
  });

  it("an unknown hint is left alone, and an explicit format wins", () => {
    expect(chooseFormat("https://example.org/h?format=xml")).toEqual({ url: "https://example.org/h?format=xml", format: "json" });
    expect(chooseFormat("https://ntfy.sh/topic", "json")).toEqual({ url: "https://ntfy.sh/topic", format: "json" });
  });
});
