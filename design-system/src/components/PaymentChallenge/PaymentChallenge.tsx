import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button/Button';
import * as styles from './PaymentChallenge.css';

export interface PaymentChallengeLabels {
  /** "Confirm this payment with your bank" */
  title: string;
  /** What is asked ("Rigsmith asks for £1,499.00. Approve it as your bank app would."). */
  description: string;
  approve: string;
  refuse: string;
}

export interface PaymentChallengeProps {
  onAnswer: (approve: boolean) => void;
  labels: PaymentChallengeLabels;
  /** The answer is on its way: both buttons wait. */
  answering?: boolean;
}

/**
 * The bank's extra step (3-D Secure) as the test processor plays it: approve to pay, refuse to
 * fail. Its heading takes focus when it appears, so the step change is heard.
 */
export function PaymentChallenge({ onAnswer, labels, answering = false }: PaymentChallengeProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section aria-labelledby={titleId} className={styles.challenge}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        {labels.title}
      </h2>
      <p className={styles.description}>{labels.description}</p>
      <div className={styles.actions}>
        <Button onClick={() => onAnswer(true)} disabled={answering}>
          {labels.approve}
        </Button>
        <Button tone="secondary" onClick={() => onAnswer(false)} disabled={answering}>
          {labels.refuse}
        </Button>
      </div>
    </section>
  );
}
