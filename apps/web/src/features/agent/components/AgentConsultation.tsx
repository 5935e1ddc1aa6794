import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { labels } from '@/messages';
import styles from './AgentConsultation.module.css';
import { routes } from '@/route-table';

/** The consultation block: questions about the programme go to customer service (part 2 §2). */
export function AgentConsultation() {
  const navigate = useNavigate();
  return (
    <section className={styles.block} aria-labelledby="agent-consultation-title">
      <h2 id="agent-consultation-title" className={styles.title}>{labels.agentApplication.consultationTitle()}</h2>
      <p className={styles.text}>{labels.agentApplication.consultationText()}</p>
      <Button color="primary" fill="outline" size="small" onClick={() => navigate(routes.service.path)}>
        {labels.agentApplication.consult()}
      </Button>
    </section>
  );
}
