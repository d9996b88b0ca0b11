// Preloaded into the host emulators (NODE_OPTIONS=--import) by scripts/check/test-hosts.ts, which
// compiles it to JavaScript first (the emulators run on their own Node): a server that would listen
// on every interface listens on 127.0.0.1 instead. netlify dev has no option for the address it
// listens on; the tests reach it on the loopback interface only.
import net from 'node:net';

const loopback = '127.0.0.1';
const listen = net.Server.prototype.listen;

function listenOnLoopback(this: net.Server, ...args: unknown[]): net.Server {
  const [first] = args;
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    // listen(port[, host][, backlog][, callback]): add the host where none is given.
    if (typeof args[1] !== 'string') args.splice(1, 0, loopback);
  } else if (first !== null && typeof first === 'object' && !('path' in first) && !('fd' in first) && !('_handle' in first)) {
    // listen({ port, host }): the options form (a socket path, fd or handle is left alone).
    const options = first as net.ListenOptions;
    if (options.host === undefined || options.host === '' || options.host === '::' || options.host === '0.0.0.0') {
      args[0] = { ...options, host: loopback };
    }
  } else if (first === undefined || typeof first === 'function') {
    // listen([callback]): a random port on every interface.
    args.unshift(0, loopback);
  }
  return Reflect.apply(listen, this, args) as net.Server;
}

net.Server.prototype.listen = listenOnLoopback as typeof listen;
