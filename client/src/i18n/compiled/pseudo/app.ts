// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "app.brand": () => "[✦ Špáçé Ŧábľéŧöp ~~~~~~~]",
  "app.connecting": () => "[Çöññéçŧíñğ… ~~~~~]",
  "app.copy.failed": () => "[Çöpý fáíľéđ: šéľéçŧ ŧhé ľíñk áñđ çöpý íŧ ~~~~~~~~~~~~~~~~]",
  "app.copy.otherDevice": () => "[Ľíñk çöpíéđ: öpéñ íŧ öñ ýöûř öŧhéř đévíçé ~~~~~~~~~~~~~~~~~]",
  "app.error.gameServerUnreachable": () => "[Ŧhé ğámé šéřvéř çöûľđ ñöŧ bé řéáçhéđ. ~~~~~~~~~~~~~~~]",
  "app.error.generic": () => "[Šöméŧhíñğ wéñŧ wřöñğ. ~~~~~~~~~]",
  "app.error.linkFailed": () => "[ŧhé ľíñk đíđ ñöŧ wöřk ~~~~~~~~~]",
  "app.error.linkNotMade": () => "[ŧhé šéřvéř çöûľđ ñöŧ máké ŧhé ľíñk ~~~~~~~~~~~~~~]",
  "app.error.moveRefused": () => "[Ŧhé šéřvéř řéfûšéđ ŧháŧ mövé ~~~~~~~~~~~~]",
  "app.error.noRoom": () => "[Ŧhéřé íš ñö öpéñ řööm wíŧh ŧháŧ çöđé: çhéçk ŧhé çöđé, öř ŧhé řööm máý bé fûľľ öř çľöšéđ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "app.error.refused": () => "[Ŧhé šéřvéř řéfûšéđ ŧháŧ ~~~~~~~~~~]",
  "app.error.serverUnreachable": () => "[ŧhé šéřvéř çöûľđ ñöŧ bé řéáçhéđ ~~~~~~~~~~~~~]",
  "app.error.tooManyRefused": () => "[Ŧöö máñý mövéš wéřé řéfûšéđ jûšŧ ñöw: wáíŧ á féw šéçöñđš. ~~~~~~~~~~~~~~~~~~~~~~~]",
  "app.error.unknown": () => "[ûñkñöwñ éřřöř ~~~~~~]",
  "app.language": () => "[Ľáñğûáğé ~~~~]",
  "app.link.notACode": (d: any) => "[\"" + d.code + "\" íñ ŧhé ľíñk íš ñöŧ á řööm çöđé ~~~~~~~~~~~~~~]",
  "app.load.gameScreen": (d: any) => "[Ŧhé ğámé šçřééñ çöûľđ ñöŧ ľöáđ: " + d.error + " ~~~~~~~~~~~~~]",
  "app.load.replay": (d: any) => "[Ŧhé řépľáý çöûľđ ñöŧ ľöáđ: " + d.error + " ~~~~~~~~~~~]",
  "app.loading.replay": () => "[Ľöáđíñğ ŧhé řépľáý… ~~~~~~~~]",
  "app.net.connected": () => "[çöññéçŧéđ ~~~~]",
  "app.net.connecting": () => "[çöññéçŧíñğ… ~~~~~]",
  "app.net.idle": () => "[ñöŧ íñ á řööm ~~~~~~]",
  "app.net.offline": () => "[öffľíñé ~~~]",
  "app.net.reconnecting": () => "[řéçöññéçŧíñğ… ~~~~~~]",
  "app.seatMoved": () => "[Ŧhíš šéáŧ íš ñöw öpéñ öñ áñöŧhéř đévíçé ~~~~~~~~~~~~~~~~]",
  "app.seatMoved.takeBack": () => "[Ŧáké íŧ báçk ~~~~~]",
  "app.timedOut": () => "[Ýöûř ŧímé řáñ öûŧ; ŧhé řûľéš pľáýéđ föř ýöû ~~~~~~~~~~~~~~~~~~]",
  "app.timedOut.lines": (d: any) => "[Ýöûř ŧímé řáñ öûŧ; ŧhé řûľéš pľáýéđ föř ýöû: " + d.lines + " ~~~~~~~~~~~~~~~~~~]",
  "app.title": () => "[Špáçé Ŧábľéŧöp ~~~~~~]",
  "app.title.game": (d: any) => "[" + d.game + " · Špáçé Ŧábľéŧöp ~~~~~~~]",
  "app.title.yourTurn": (d: any) => "[(Ýöûř ŧûřñ) " + d.game + " · Špáçé Ŧábľéŧöp ~~~~~~~~~~~~]",
  "app.toast.dismiss": () => "[đíšmíšš ~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
