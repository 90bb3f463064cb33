; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %7 = shl nuw nsw i32 %6, 2, !dbg !11
  %8 = and i32 %7, 480, !dbg !11
  %9 = or disjoint i32 %8, 512, !dbg !11
  %10 = zext nneg i32 %8 to i64, !dbg !12
  %11 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %10, !dbg !12
  %12 = zext nneg i32 %9 to i64, !dbg !12
  %13 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %12, !dbg !12
  %14 = and i32 %6, 7, !dbg !13
  %15 = shl nuw nsw i32 %14, 2, !dbg !13
  %16 = zext nneg i32 %15 to i64, !dbg !12
  %17 = getelementptr [4 x i8], ptr addrspace(1) %11, i64 %16, !dbg !12
  %18 = getelementptr [4 x i8], ptr addrspace(1) %13, i64 %16, !dbg !12
  %19 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %17) #5, !dbg !14
  %20 = extractvalue { i32, i32, i32, i32 } %19, 0, !dbg !14
  %21 = extractvalue { i32, i32, i32, i32 } %19, 1, !dbg !14
  %22 = extractvalue { i32, i32, i32, i32 } %19, 2, !dbg !14
  %23 = extractvalue { i32, i32, i32, i32 } %19, 3, !dbg !14
  %24 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %18) #5, !dbg !14
  %25 = extractvalue { i32, i32, i32, i32 } %24, 0, !dbg !14
  %26 = extractvalue { i32, i32, i32, i32 } %24, 1, !dbg !14
  %27 = extractvalue { i32, i32, i32, i32 } %24, 2, !dbg !14
  %28 = extractvalue { i32, i32, i32, i32 } %24, 3, !dbg !14
  %29 = shl nuw nsw i32 %6, 4, !dbg !14
  %30 = and i32 %29, 2032, !dbg !14
  %31 = shl nuw nsw i32 %6, 1, !dbg !14
  %32 = and i32 %31, 112, !dbg !14
  %33 = xor i32 %30, %32, !dbg !14
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %33, !dbg !14
  %35 = insertelement <4 x i32> poison, i32 %20, i64 0, !dbg !14
  %36 = insertelement <4 x i32> %35, i32 %21, i64 1, !dbg !14
  %37 = insertelement <4 x i32> %36, i32 %22, i64 2, !dbg !14
  %38 = insertelement <4 x i32> %37, i32 %23, i64 3, !dbg !14
  store <4 x i32> %38, ptr addrspace(3) %34, align 16, !dbg !14
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) %34, i32 2048, !dbg !14
  %40 = insertelement <4 x i32> poison, i32 %25, i64 0, !dbg !14
  %41 = insertelement <4 x i32> %40, i32 %26, i64 1, !dbg !14
  %42 = insertelement <4 x i32> %41, i32 %27, i64 2, !dbg !14
  %43 = insertelement <4 x i32> %42, i32 %28, i64 3, !dbg !14
  store <4 x i32> %43, ptr addrspace(3) %39, align 16, !dbg !14
  %44 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %10, !dbg !15
  %45 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %12, !dbg !15
  %46 = getelementptr [4 x i8], ptr addrspace(1) %44, i64 %16, !dbg !15
  %47 = getelementptr [4 x i8], ptr addrspace(1) %45, i64 %16, !dbg !15
  %48 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %46) #5, !dbg !16
  %49 = extractvalue { i32, i32, i32, i32 } %48, 0, !dbg !16
  %50 = extractvalue { i32, i32, i32, i32 } %48, 1, !dbg !16
  %51 = extractvalue { i32, i32, i32, i32 } %48, 2, !dbg !16
  %52 = extractvalue { i32, i32, i32, i32 } %48, 3, !dbg !16
  %53 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %47) #5, !dbg !16
  %54 = extractvalue { i32, i32, i32, i32 } %53, 0, !dbg !16
  %55 = extractvalue { i32, i32, i32, i32 } %53, 1, !dbg !16
  %56 = extractvalue { i32, i32, i32, i32 } %53, 2, !dbg !16
  %57 = extractvalue { i32, i32, i32, i32 } %53, 3, !dbg !16
  %58 = and i32 %7, 96, !dbg !16
  %59 = xor i32 %30, %58, !dbg !16
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %59, !dbg !16
  %61 = insertelement <4 x i32> poison, i32 %49, i64 0, !dbg !16
  %62 = insertelement <4 x i32> %61, i32 %50, i64 1, !dbg !16
  %63 = insertelement <4 x i32> %62, i32 %51, i64 2, !dbg !16
  %64 = insertelement <4 x i32> %63, i32 %52, i64 3, !dbg !16
  store <4 x i32> %64, ptr addrspace(3) %60, align 16, !dbg !16
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) %60, i32 2048, !dbg !16
  %66 = insertelement <4 x i32> poison, i32 %54, i64 0, !dbg !16
  %67 = insertelement <4 x i32> %66, i32 %55, i64 1, !dbg !16
  %68 = insertelement <4 x i32> %67, i32 %56, i64 2, !dbg !16
  %69 = insertelement <4 x i32> %68, i32 %57, i64 3, !dbg !16
  store <4 x i32> %69, ptr addrspace(3) %65, align 16, !dbg !16
  %70 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %10, !dbg !17
  %71 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %12, !dbg !17
  %72 = getelementptr [4 x i8], ptr addrspace(1) %70, i64 %16, !dbg !17
  %73 = getelementptr [4 x i8], ptr addrspace(1) %71, i64 %16, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !14
  %74 = shl nuw nsw i32 %6, 7, !dbg !14
  %75 = and i32 %74, 1920, !dbg !14
  %76 = shl nuw nsw i32 %14, 4, !dbg !14
  %77 = and i32 %6, 16, !dbg !14
  %78 = shl nuw nsw i32 %6, 5, !dbg !14
  %79 = and i32 %78, 2048, !dbg !14
  %80 = or disjoint i32 %75, %79, !dbg !14
  %81 = xor i32 %76, %77, !dbg !14
  %82 = or disjoint i32 %80, %81, !dbg !14
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %82, !dbg !14
  %84 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %83), !dbg !14
  %85 = extractvalue { i32, i32, i32, i32 } %84, 0, !dbg !14
  %86 = extractvalue { i32, i32, i32, i32 } %84, 1, !dbg !14
  %87 = extractvalue { i32, i32, i32, i32 } %84, 2, !dbg !14
  %88 = extractvalue { i32, i32, i32, i32 } %84, 3, !dbg !14
  %89 = xor i32 %82, 32, !dbg !14
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %89, !dbg !14
  %91 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %90), !dbg !14
  %92 = extractvalue { i32, i32, i32, i32 } %91, 0, !dbg !14
  %93 = extractvalue { i32, i32, i32, i32 } %91, 1, !dbg !14
  %94 = extractvalue { i32, i32, i32, i32 } %91, 2, !dbg !14
  %95 = extractvalue { i32, i32, i32, i32 } %91, 3, !dbg !14
  %96 = xor i32 %82, 64, !dbg !14
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %96, !dbg !14
  %98 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %97), !dbg !14
  %99 = extractvalue { i32, i32, i32, i32 } %98, 0, !dbg !14
  %100 = extractvalue { i32, i32, i32, i32 } %98, 1, !dbg !14
  %101 = extractvalue { i32, i32, i32, i32 } %98, 2, !dbg !14
  %102 = extractvalue { i32, i32, i32, i32 } %98, 3, !dbg !14
  %103 = xor i32 %82, 96, !dbg !14
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %103, !dbg !14
  %105 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %104), !dbg !14
  %106 = extractvalue { i32, i32, i32, i32 } %105, 0, !dbg !14
  %107 = extractvalue { i32, i32, i32, i32 } %105, 1, !dbg !14
  %108 = extractvalue { i32, i32, i32, i32 } %105, 2, !dbg !14
  %109 = extractvalue { i32, i32, i32, i32 } %105, 3, !dbg !14
  %110 = and i32 %6, 3, !dbg !16
  %111 = shl nuw nsw i32 %110, 5, !dbg !16
  %112 = and i32 %6, 60, !dbg !16
  %113 = mul nuw nsw i32 %110, 160, !dbg !16
  %114 = xor i32 %113, %112, !dbg !16
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %114, !dbg !16
  %116 = load i32, ptr addrspace(3) %115, align 4, !dbg !16
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) %115, i32 512, !dbg !16
  %118 = load i32, ptr addrspace(3) %117, align 4, !dbg !16
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) %115, i32 1024, !dbg !16
  %120 = load i32, ptr addrspace(3) %119, align 4, !dbg !16
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) %115, i32 1536, !dbg !16
  %122 = load i32, ptr addrspace(3) %121, align 4, !dbg !16
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) %115, i32 2048, !dbg !16
  %124 = load i32, ptr addrspace(3) %123, align 4, !dbg !16
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) %115, i32 2560, !dbg !16
  %126 = load i32, ptr addrspace(3) %125, align 4, !dbg !16
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) %115, i32 3072, !dbg !16
  %128 = load i32, ptr addrspace(3) %127, align 4, !dbg !16
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) %115, i32 3584, !dbg !16
  %130 = load i32, ptr addrspace(3) %129, align 4, !dbg !16
  %131 = xor i32 %114, 64, !dbg !16
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %131, !dbg !16
  %133 = load i32, ptr addrspace(3) %132, align 4, !dbg !16
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) %132, i32 512, !dbg !16
  %135 = load i32, ptr addrspace(3) %134, align 4, !dbg !16
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) %132, i32 1024, !dbg !16
  %137 = load i32, ptr addrspace(3) %136, align 4, !dbg !16
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) %132, i32 1536, !dbg !16
  %139 = load i32, ptr addrspace(3) %138, align 4, !dbg !16
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) %132, i32 2048, !dbg !16
  %141 = load i32, ptr addrspace(3) %140, align 4, !dbg !16
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) %132, i32 2560, !dbg !16
  %143 = load i32, ptr addrspace(3) %142, align 4, !dbg !16
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) %132, i32 3072, !dbg !16
  %145 = load i32, ptr addrspace(3) %144, align 4, !dbg !16
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) %132, i32 3584, !dbg !16
  %147 = load i32, ptr addrspace(3) %146, align 4, !dbg !16
  %148 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %85, i32 %86, i32 %87, i32 %88, i32 %116, i32 %118) #5, !dbg !18
  %149 = extractvalue { float, float, float, float } %148, 0, !dbg !18
  %150 = extractvalue { float, float, float, float } %148, 1, !dbg !18
  %151 = extractvalue { float, float, float, float } %148, 2, !dbg !18
  %152 = extractvalue { float, float, float, float } %148, 3, !dbg !18
  %153 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %85, i32 %86, i32 %87, i32 %88, i32 %133, i32 %135) #5, !dbg !18
  %154 = extractvalue { float, float, float, float } %153, 0, !dbg !18
  %155 = extractvalue { float, float, float, float } %153, 1, !dbg !18
  %156 = extractvalue { float, float, float, float } %153, 2, !dbg !18
  %157 = extractvalue { float, float, float, float } %153, 3, !dbg !18
  %158 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %149, float %150, float %151, float %152, i32 %92, i32 %93, i32 %94, i32 %95, i32 %120, i32 %122) #5, !dbg !18
  %159 = extractvalue { float, float, float, float } %158, 0, !dbg !18
  %160 = extractvalue { float, float, float, float } %158, 1, !dbg !18
  %161 = extractvalue { float, float, float, float } %158, 2, !dbg !18
  %162 = extractvalue { float, float, float, float } %158, 3, !dbg !18
  %163 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %154, float %155, float %156, float %157, i32 %92, i32 %93, i32 %94, i32 %95, i32 %137, i32 %139) #5, !dbg !18
  %164 = extractvalue { float, float, float, float } %163, 0, !dbg !18
  %165 = extractvalue { float, float, float, float } %163, 1, !dbg !18
  %166 = extractvalue { float, float, float, float } %163, 2, !dbg !18
  %167 = extractvalue { float, float, float, float } %163, 3, !dbg !18
  %168 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %159, float %160, float %161, float %162, i32 %99, i32 %100, i32 %101, i32 %102, i32 %124, i32 %126) #5, !dbg !18
  %169 = extractvalue { float, float, float, float } %168, 0, !dbg !18
  %170 = extractvalue { float, float, float, float } %168, 1, !dbg !18
  %171 = extractvalue { float, float, float, float } %168, 2, !dbg !18
  %172 = extractvalue { float, float, float, float } %168, 3, !dbg !18
  %173 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %164, float %165, float %166, float %167, i32 %99, i32 %100, i32 %101, i32 %102, i32 %141, i32 %143) #5, !dbg !18
  %174 = extractvalue { float, float, float, float } %173, 0, !dbg !18
  %175 = extractvalue { float, float, float, float } %173, 1, !dbg !18
  %176 = extractvalue { float, float, float, float } %173, 2, !dbg !18
  %177 = extractvalue { float, float, float, float } %173, 3, !dbg !18
  %178 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %169, float %170, float %171, float %172, i32 %106, i32 %107, i32 %108, i32 %109, i32 %128, i32 %130) #5, !dbg !18
  %179 = extractvalue { float, float, float, float } %178, 0, !dbg !18
  %180 = extractvalue { float, float, float, float } %178, 1, !dbg !18
  %181 = extractvalue { float, float, float, float } %178, 2, !dbg !18
  %182 = extractvalue { float, float, float, float } %178, 3, !dbg !18
  %183 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %174, float %175, float %176, float %177, i32 %106, i32 %107, i32 %108, i32 %109, i32 %145, i32 %147) #5, !dbg !18
  %184 = extractvalue { float, float, float, float } %183, 0, !dbg !18
  %185 = extractvalue { float, float, float, float } %183, 1, !dbg !18
  %186 = extractvalue { float, float, float, float } %183, 2, !dbg !18
  %187 = extractvalue { float, float, float, float } %183, 3, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %188 = shl nuw nsw i32 %6, 3, !dbg !19
  %189 = and i32 %188, 640, !dbg !19
  %190 = and i32 %6, 1, !dbg !19
  %191 = icmp eq i32 %190, 0, !dbg !19
  %192 = and i32 %6, 8, !dbg !19
  %193 = icmp eq i32 %192, 0, !dbg !19
  %194 = select i1 %193, i32 0, i32 1088, !dbg !19
  %195 = and i32 %31, 64, !dbg !19
  %196 = or disjoint i32 %194, %189, !dbg !19
  %197 = select i1 %191, i32 0, i32 2056, !dbg !19
  %198 = xor i32 %196, %195, !dbg !19
  %199 = insertelement <4 x i32> poison, i32 %7, i64 0, !dbg !19
  %200 = insertelement <4 x i32> %199, i32 %29, i64 1, !dbg !19
  %201 = insertelement <4 x i32> %200, i32 %198, i64 2, !dbg !19
  %202 = insertelement <4 x i32> %201, i32 %197, i64 3, !dbg !19
  %203 = and <4 x i32> %202, <i32 16, i32 32, i32 -1, i32 -1>, !dbg !19
  %204 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %203), !dbg !19
  %205 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %204, !dbg !19
  %206 = insertelement <2 x float> poison, float %179, i64 0, !dbg !19
  %207 = insertelement <2 x float> %206, float %180, i64 1, !dbg !19
  store <2 x float> %207, ptr addrspace(3) %205, align 8, !dbg !19
  %208 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 256, !dbg !19
  %209 = insertelement <2 x float> poison, float %181, i64 0, !dbg !19
  %210 = insertelement <2 x float> %209, float %182, i64 1, !dbg !19
  store <2 x float> %210, ptr addrspace(3) %208, align 8, !dbg !19
  %211 = xor i32 %204, 8, !dbg !19
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %211, !dbg !19
  %213 = insertelement <2 x float> poison, float %184, i64 0, !dbg !19
  %214 = insertelement <2 x float> %213, float %185, i64 1, !dbg !19
  store <2 x float> %214, ptr addrspace(3) %212, align 8, !dbg !19
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) %212, i32 256, !dbg !19
  %216 = insertelement <2 x float> poison, float %186, i64 0, !dbg !19
  %217 = insertelement <2 x float> %216, float %187, i64 1, !dbg !19
  store <2 x float> %217, ptr addrspace(3) %215, align 8, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %218 = and i32 %7, 384, !dbg !19
  %219 = and i32 %31, 24, !dbg !19
  %220 = icmp eq i32 %77, 0, !dbg !19
  %221 = select i1 %220, i32 0, i32 1088, !dbg !19
  %222 = or disjoint i32 %111, %218, !dbg !19
  %223 = or disjoint i32 %221, %219, !dbg !19
  %224 = xor i32 %223, %222, !dbg !19
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %224, !dbg !19
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) %225, i32 512, !dbg !19
  %227 = load <2 x i32>, ptr addrspace(3) %226, align 8, !dbg !19
  %228 = xor i32 %224, 2056, !dbg !19
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %228, !dbg !19
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %229, i32 512, !dbg !19
  %231 = load <2 x i32>, ptr addrspace(3) %230, align 8, !dbg !19
  %.extract = load i32, ptr addrspace(3) %225, align 8, !dbg !19
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) %225, i32 4, !dbg !19
  %.extract8 = load i32, ptr addrspace(3) %232, align 4, !dbg !19
  %.extract9 = load i32, ptr addrspace(3) %229, align 8, !dbg !19
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %229, i32 4, !dbg !19
  %.extract10 = load i32, ptr addrspace(3) %233, align 4, !dbg !19
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract, i32 %.extract8, i32 %.extract9, i32 %.extract10, ptr addrspace(1) %72) #5, !dbg !19
  %.extract11 = extractelement <2 x i32> %227, i64 0, !dbg !19
  %.extract12 = extractelement <2 x i32> %227, i64 1, !dbg !19
  %.extract13 = extractelement <2 x i32> %231, i64 0, !dbg !19
  %.extract14 = extractelement <2 x i32> %231, i64 1, !dbg !19
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract11, i32 %.extract12, i32 %.extract13, i32 %.extract14, ptr addrspace(1) %73) #5, !dbg !19
  ret void, !dbg !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul", linkageName: "matmul", scope: !1, file: !1, line: 95, type: !5, scopeLine: 95, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 100, column: 21, scope: !4)
!12 = !DILocation(line: 100, column: 17, scope: !4)
!13 = !DILocation(line: 100, column: 39, scope: !4)
!14 = !DILocation(line: 100, column: 9, scope: !4)
!15 = !DILocation(line: 101, column: 17, scope: !4)
!16 = !DILocation(line: 101, column: 9, scope: !4)
!17 = !DILocation(line: 102, column: 14, scope: !4)
!18 = !DILocation(line: 102, column: 49, scope: !4)
!19 = !DILocation(line: 102, column: 5, scope: !4)
!20 = !DILocation(line: 95, column: 1, scope: !4)
