import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { SampleFrame, SampleSection } from '../SampleFrame';

const CHANNEL = 'portal-sample-realtime';
const ECHO_DELAY_MS = 300;

interface Message {
  id: string;
  from: 'me' | 'other-tab' | 'echo';
  text: string;
  at: string;
}
interface Wire {
  id: string;
  text: string;
  sender: string;
}

const FROM_LABEL: Record<Message['from'], string> = { me: '나', 'other-tab': '다른 탭', echo: '에코' };
const now = () => new Date().toLocaleTimeString('ko-KR');
const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The message flow a WebSocket gives (connect, send, receive, disconnect), shown without a server:
 * BroadcastChannel carries messages between tabs of this site, and a local echo answers each one.
 */
export function WebSocketSample() {
  const supported = typeof BroadcastChannel !== 'undefined';
  const [connected, setConnected] = useState(false);
  const [messages, setMessages] = useState<readonly Message[]>([]);
  const [draft, setDraft] = useState('');
  const channel = useRef<BroadcastChannel | null>(null);
  const me = useRef(newId());

  const receive = (message: Message) => setMessages((list) => [...list.slice(-49), message]);

  useEffect(() => {
    if (!connected || !supported) return undefined;
    const opened = new BroadcastChannel(CHANNEL);
    opened.onmessage = (event: MessageEvent<Wire>) => {
      if (event.data.sender !== me.current)
        receive({ id: event.data.id, from: 'other-tab', text: event.data.text, at: now() });
    };
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [connected, supported]);

  const send = () => {
    const text = draft.trim();
    if (!text || !channel.current) return;
    const wire: Wire = { id: newId(), text, sender: me.current };
    channel.current.postMessage(wire);
    receive({ id: wire.id, from: 'me', text, at: now() });
    setDraft('');
    // The local echo stands in for the server's reply a WebSocket would deliver.
    window.setTimeout(
      () => receive({ id: newId(), from: 'echo', text: `받음: ${text}`, at: now() }),
      ECHO_DELAY_MS,
    );
  };

  return (
    <SampleFrame
      title="실시간 메시지"
      intro="WebSocket처럼 연결·보내기·받기·끊기를 보여 줍니다. 서버 대신 브라우저의 BroadcastChannel이 같은 사이트의 탭끼리 메시지를 전하고, 보낸 메시지마다 에코 응답이 돌아옵니다. 이 화면을 새 탭에 하나 더 열어 보세요."
    >
      {!supported ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          이 브라우저는 BroadcastChannel을 지원하지 않아 실시간 메시지를 보여 줄 수 없습니다.
        </Alert>
      ) : null}
      <SampleSection title="연결">
        <Stack direction="row" spacing={2} alignItems="center">
          <Chip label={connected ? '연결됨' : '연결 끊김'} color={connected ? 'success' : 'default'} />
          <Button
            variant={connected ? 'outlined' : 'contained'}
            disabled={!supported}
            onClick={() => setConnected(!connected)}
          >
            {connected ? '연결 끊기' : '연결하기'}
          </Button>
        </Stack>
      </SampleSection>
      <SampleSection title="메시지">
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
          sx={{ display: 'flex', gap: 1, maxWidth: 560, mb: 2 }}
        >
          <TextField
            fullWidth
            size="small"
            label="보낼 메시지"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            disabled={!connected}
          />
          <Button type="submit" variant="contained" disabled={!connected || !draft.trim()}>
            보내기
          </Button>
        </Box>
        {messages.length === 0 ? (
          <Typography color="text.secondary">연결한 뒤 메시지를 보내면 여기에 쌓입니다.</Typography>
        ) : (
          <List aria-live="polite" sx={{ maxWidth: 560 }}>
            {messages.map((message) => (
              <ListItem key={message.id} divider>
                <ListItemText
                  primary={message.text}
                  secondary={`${FROM_LABEL[message.from]} · ${message.at}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </SampleSection>
    </SampleFrame>
  );
}
