CREATE TABLE "periodic_runs" (
	"name" text NOT NULL,
	"slot" bigint NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "periodic_runs_name_slot_pk" PRIMARY KEY("name","slot")
);
