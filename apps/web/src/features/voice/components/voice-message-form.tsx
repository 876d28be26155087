import { SendHorizontal } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Typing to the agent: the whole conversation in a text chat, and an alternative to speaking in a voice call. */
export const VoiceMessageForm = ({
  onSend,
  inputRef,
}: {
  onSend: (text: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) => {
  const { t } = useTranslation('voice');
  const [text, setText] = useState('');
  const id = useId();
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        onSend(text);
        setText('');
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('call.messageLabel')}
      </label>
      <Input
        id={id}
        ref={inputRef}
        value={text}
        autoComplete="off"
        maxLength={500}
        placeholder={t('call.messagePlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="icon" aria-label={t('call.send')} disabled={!text.trim()}>
        <SendHorizontal aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
    </form>
  );
};
