import { Link } from "react-router";
import { SHOP_NAME } from "../../lib/seo-meta";
import { useShellData } from "../../lib/use-root-data";
import { CUSTOMER_CENTER_LINK, FOOTER_LINKS, GUEST_ORDER_LINK } from "./layout-links";
import styles from "./site-footer.module.css";

/** SPEC §1 and §2: brands other than the cooperative's are sold, and answered for, by their sellers. */
export const SELLER_RESPONSIBILITY_NOTICE = `${SHOP_NAME}에 입점한 판매자의 상품은 각 판매자가 판매하며, 농협 브랜드 외 상품의 주문·품질·교환·환불 책임은 해당 판매자에게 있습니다.`;

/** The footer of default and divide layouts (SPEC §2 "Footer"). */
export function SiteFooter() {
  const { company, operator } = useShellData();
  const companyName = company?.companyName || operator?.companyName || SHOP_NAME;
  return (
    <footer className={styles.footer}>
      <nav className={styles.linkBar} aria-label="회사 정보 및 약관">
        <ul className={`${styles.inner} ${styles.links}`}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={link.emphasis ? styles.emphasis : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={`${styles.inner} ${styles.body}`}>
        <section className={styles.center} aria-labelledby="footer-cs-title">
          <h2 id="footer-cs-title" className={styles.centerTitle}>
            <Link to={CUSTOMER_CENTER_LINK.to}>
              {CUSTOMER_CENTER_LINK.label}
              <span aria-hidden="true"> ›</span>
            </Link>
          </h2>
          {operator ? (
            <>
              <p className={styles.phoneLabel}>주문·상담 전화</p>
              <a className={styles.phone} href={`tel:${operator.phone.replace(/[^0-9+]/g, "")}`}>
                {operator.phone}
              </a>
              <p className={styles.hours}>{operator.hours}</p>
              {operator.email && <p className={styles.hours}>이메일 {operator.email}</p>}
            </>
          ) : (
            <p className={styles.hours}>고객센터 안내를 불러오지 못했습니다.</p>
          )}
          <Link to={GUEST_ORDER_LINK.to} className={styles.centerLink}>
            {GUEST_ORDER_LINK.label}
            <span aria-hidden="true"> ›</span>
          </Link>
        </section>
        <section className={styles.company} aria-label="사업자 정보">
          <p className={styles.companyName}>{companyName}</p>
          {company && (
            <dl className={styles.info}>
              <InfoRow term="상호" value={company.companyName} />
              <InfoRow term="대표" value={company.bossName} />
              <InfoRow term="사업자등록번호" value={company.companyNumber} />
              <InfoRow term="통신판매업신고" value={company.mailOrderNumber} />
              <InfoRow term="주소" value={company.post ? `(${company.post}) ${company.address}` : company.address} />
              <InfoRow term="개인정보보호책임자" value={company.adminName} />
              <InfoRow term="이메일" value={company.email} />
            </dl>
          )}
          <p className={styles.notice}>{SELLER_RESPONSIBILITY_NOTICE}</p>
          <p className={styles.copyright}>© {companyName}. All rights reserved.</p>
        </section>
      </div>
    </footer>
  );
}

function InfoRow({ term, value }: { term: string; value: string }) {
  if (!value) return null;
  return (
    <div className={styles.infoRow}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
