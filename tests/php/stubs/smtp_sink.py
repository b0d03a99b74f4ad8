"""A loopback SMTP sink for Docent's tests and benchmarks (Debian's python3-aiosmtpd).

    /usr/bin/python3 tests/php/stubs/smtp_sink.py <port> <folder>

Listens on 127.0.0.1:<port> and writes every message it accepts to <folder> as one JSON file
({"mail_from", "rcpt_tos", "data"}), written to a temporary name first and renamed, so a reader
never sees half a message. Prints "ready" once it accepts connections; stops on SIGTERM or SIGINT.
"""

import json
import os
import signal
import sys
import threading
import time
import uuid

from aiosmtpd.controller import Controller


class Handler:
    def __init__(self, folder):
        self.folder = folder

    async def handle_DATA(self, server, session, envelope):
        content = envelope.original_content or envelope.content or b''
        if isinstance(content, bytes):
            content = content.decode('utf-8', 'replace')
        record = {
            'mail_from': envelope.mail_from,
            'rcpt_tos': list(envelope.rcpt_tos),
            'data': content,
        }
        name = '%d-%s.json' % (time.time_ns(), uuid.uuid4().hex)
        temporary = os.path.join(self.folder, '.' + name)
        with open(temporary, 'w', encoding='utf-8') as handle:
            json.dump(record, handle)
        os.rename(temporary, os.path.join(self.folder, name))
        return '250 Message accepted for delivery'


def main():
    if len(sys.argv) != 3:
        sys.stderr.write('usage: smtp_sink.py <port> <folder>\n')
        return 2
    port = int(sys.argv[1])
    folder = sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    controller = Controller(Handler(folder), hostname='127.0.0.1', port=port)
    controller.start()
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    print('ready', flush=True)
    # A signal may be delivered to the server's thread, and Python runs its handler only when
    # the main thread next runs Python code: an untimed wait could sleep through it for ever.
    while not stop.wait(0.2):
        pass
    controller.stop()
    return 0


if __name__ == '__main__':
    sys.exit(main())
