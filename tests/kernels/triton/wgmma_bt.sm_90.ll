; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_bt(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %7 = shl nuw nsw i32 %6, 3, !dbg !13
  %8 = and i32 %7, 992, !dbg !13
  %9 = or disjoint i32 %8, 1024, !dbg !13
  %10 = zext nneg i32 %8 to i64, !dbg !14
  %11 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %10, !dbg !14
  %12 = zext nneg i32 %9 to i64, !dbg !14
  %13 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %12, !dbg !14
  %14 = and i32 %7, 24, !dbg !15
  %15 = zext nneg i32 %14 to i64, !dbg !14
  %16 = getelementptr [2 x i8], ptr addrspace(1) %11, i64 %15, !dbg !14
  %17 = getelementptr [2 x i8], ptr addrspace(1) %13, i64 %15, !dbg !14
  %18 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %16) #5, !dbg !16
  %19 = extractvalue { i32, i32, i32, i32 } %18, 0, !dbg !16
  %20 = extractvalue { i32, i32, i32, i32 } %18, 1, !dbg !16
  %21 = extractvalue { i32, i32, i32, i32 } %18, 2, !dbg !16
  %22 = extractvalue { i32, i32, i32, i32 } %18, 3, !dbg !16
  %23 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %17) #5, !dbg !16
  %24 = extractvalue { i32, i32, i32, i32 } %23, 0, !dbg !16
  %25 = extractvalue { i32, i32, i32, i32 } %23, 1, !dbg !16
  %26 = extractvalue { i32, i32, i32, i32 } %23, 2, !dbg !16
  %27 = extractvalue { i32, i32, i32, i32 } %23, 3, !dbg !16
  %28 = shl nuw nsw i32 %6, 4, !dbg !16
  %29 = and i32 %28, 2032, !dbg !16
  %30 = shl nuw nsw i32 %6, 1, !dbg !16
  %31 = and i32 %30, 48, !dbg !16
  %32 = xor i32 %29, %31, !dbg !16
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %32, !dbg !16
  %34 = insertelement <4 x i32> poison, i32 %19, i64 0, !dbg !16
  %35 = insertelement <4 x i32> %34, i32 %20, i64 1, !dbg !16
  %36 = insertelement <4 x i32> %35, i32 %21, i64 2, !dbg !16
  %37 = insertelement <4 x i32> %36, i32 %22, i64 3, !dbg !16
  store <4 x i32> %37, ptr addrspace(3) %33, align 16, !dbg !16
  %38 = or disjoint i32 %32, 2048, !dbg !16
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %38, !dbg !16
  %40 = insertelement <4 x i32> poison, i32 %24, i64 0, !dbg !16
  %41 = insertelement <4 x i32> %40, i32 %25, i64 1, !dbg !16
  %42 = insertelement <4 x i32> %41, i32 %26, i64 2, !dbg !16
  %43 = insertelement <4 x i32> %42, i32 %27, i64 3, !dbg !16
  store <4 x i32> %43, ptr addrspace(3) %39, align 16, !dbg !16
  %44 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %10, !dbg !17
  %45 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %12, !dbg !17
  %46 = getelementptr [2 x i8], ptr addrspace(1) %44, i64 %15, !dbg !17
  %47 = getelementptr [2 x i8], ptr addrspace(1) %45, i64 %15, !dbg !17
  %48 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %46) #5, !dbg !18
  %49 = extractvalue { i32, i32, i32, i32 } %48, 0, !dbg !18
  %50 = extractvalue { i32, i32, i32, i32 } %48, 1, !dbg !18
  %51 = extractvalue { i32, i32, i32, i32 } %48, 2, !dbg !18
  %52 = extractvalue { i32, i32, i32, i32 } %48, 3, !dbg !18
  %53 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %47) #5, !dbg !18
  %54 = extractvalue { i32, i32, i32, i32 } %53, 0, !dbg !18
  %55 = extractvalue { i32, i32, i32, i32 } %53, 1, !dbg !18
  %56 = extractvalue { i32, i32, i32, i32 } %53, 2, !dbg !18
  %57 = extractvalue { i32, i32, i32, i32 } %53, 3, !dbg !18
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %32, !dbg !19
  %59 = insertelement <4 x i32> poison, i32 %49, i64 0, !dbg !19
  %60 = insertelement <4 x i32> %59, i32 %50, i64 1, !dbg !19
  %61 = insertelement <4 x i32> %60, i32 %51, i64 2, !dbg !19
  %62 = insertelement <4 x i32> %61, i32 %52, i64 3, !dbg !19
  store <4 x i32> %62, ptr addrspace(3) %58, align 16, !dbg !19
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %38, !dbg !19
  %64 = insertelement <4 x i32> poison, i32 %54, i64 0, !dbg !19
  %65 = insertelement <4 x i32> %64, i32 %55, i64 1, !dbg !19
  %66 = insertelement <4 x i32> %65, i32 %56, i64 2, !dbg !19
  %67 = insertelement <4 x i32> %66, i32 %57, i64 3, !dbg !19
  store <4 x i32> %67, ptr addrspace(3) %63, align 16, !dbg !19
  %68 = shl nuw nsw i32 %6, 2, !dbg !20
  %69 = and i32 %68, 448, !dbg !20
  %70 = and i32 %68, 448, !dbg !20
  %71 = zext nneg i32 %70 to i64, !dbg !21
  %72 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %71, !dbg !21
  %73 = getelementptr i8, ptr addrspace(1) %72, i64 2048, !dbg !21
  %74 = getelementptr i8, ptr addrspace(1) %72, i64 4096, !dbg !21
  %75 = getelementptr i8, ptr addrspace(1) %72, i64 6144, !dbg !21
  %76 = getelementptr i8, ptr addrspace(1) %72, i64 8192, !dbg !21
  %77 = getelementptr i8, ptr addrspace(1) %72, i64 10240, !dbg !21
  %78 = getelementptr i8, ptr addrspace(1) %72, i64 12288, !dbg !21
  %79 = zext nneg i32 %69 to i64, !dbg !21
  %80 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %79, !dbg !21
  %81 = getelementptr i8, ptr addrspace(1) %80, i64 14336, !dbg !21
  %82 = shl nuw nsw i32 %6, 2, !dbg !22
  %83 = and i32 %82, 60, !dbg !22
  %84 = zext nneg i32 %83 to i64, !dbg !21
  %85 = getelementptr [4 x i8], ptr addrspace(1) %72, i64 %84, !dbg !21
  %86 = getelementptr [4 x i8], ptr addrspace(1) %73, i64 %84, !dbg !21
  %87 = getelementptr [4 x i8], ptr addrspace(1) %74, i64 %84, !dbg !21
  %88 = getelementptr [4 x i8], ptr addrspace(1) %75, i64 %84, !dbg !21
  %89 = getelementptr [4 x i8], ptr addrspace(1) %76, i64 %84, !dbg !21
  %90 = getelementptr [4 x i8], ptr addrspace(1) %77, i64 %84, !dbg !21
  %91 = getelementptr [4 x i8], ptr addrspace(1) %78, i64 %84, !dbg !21
  %92 = getelementptr [4 x i8], ptr addrspace(1) %81, i64 %84, !dbg !21
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %93 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4, !dbg !23
  %94 = and i32 %93, 32767, !dbg !23
  %95 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096) to i32), 4, !dbg !23
  %96 = and i32 %95, 32767, !dbg !23
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !23
  %97 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %94, i64 0, !dbg !23
  %98 = bitcast <2 x i32> %97 to i64, !dbg !23
  %99 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %96, i64 0, !dbg !23
  %100 = bitcast <2 x i32> %99 to i64, !dbg !23
  %101 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $32, $33, 0, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l"(i64 %98, i64 %100) #5, !dbg !23
  %102 = add nuw nsw i32 %94, 2, !dbg !23
  %103 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %102, i64 0, !dbg !23
  %104 = bitcast <2 x i32> %103 to i64, !dbg !23
  %105 = add nuw nsw i32 %96, 2, !dbg !23
  %106 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %105, i64 0, !dbg !23
  %107 = bitcast <2 x i32> %106 to i64, !dbg !23
  %108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 0, !dbg !23
  %109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 1, !dbg !23
  %110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 2, !dbg !23
  %111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 3, !dbg !23
  %112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 4, !dbg !23
  %113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 5, !dbg !23
  %114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 6, !dbg !23
  %115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 7, !dbg !23
  %116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 8, !dbg !23
  %117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 9, !dbg !23
  %118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 10, !dbg !23
  %119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 11, !dbg !23
  %120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 12, !dbg !23
  %121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 13, !dbg !23
  %122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 14, !dbg !23
  %123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 15, !dbg !23
  %124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 16, !dbg !23
  %125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 17, !dbg !23
  %126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 18, !dbg !23
  %127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 19, !dbg !23
  %128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 20, !dbg !23
  %129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 21, !dbg !23
  %130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 22, !dbg !23
  %131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 23, !dbg !23
  %132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 24, !dbg !23
  %133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 25, !dbg !23
  %134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 26, !dbg !23
  %135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 27, !dbg !23
  %136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 28, !dbg !23
  %137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 29, !dbg !23
  %138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 30, !dbg !23
  %139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %101, 31, !dbg !23
  %140 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %108, float %109, float %110, float %111, float %112, float %113, float %114, float %115, float %116, float %117, float %118, float %119, float %120, float %121, float %122, float %123, float %124, float %125, float %126, float %127, float %128, float %129, float %130, float %131, float %132, float %133, float %134, float %135, float %136, float %137, float %138, float %139, i64 %104, i64 %107, i1 true) #5, !dbg !23
  %141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 0, !dbg !23
  %142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 1, !dbg !23
  %143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 2, !dbg !23
  %144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 3, !dbg !23
  %145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 4, !dbg !23
  %146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 5, !dbg !23
  %147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 6, !dbg !23
  %148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 7, !dbg !23
  %149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 8, !dbg !23
  %150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 9, !dbg !23
  %151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 10, !dbg !23
  %152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 11, !dbg !23
  %153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 12, !dbg !23
  %154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 13, !dbg !23
  %155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 14, !dbg !23
  %156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 15, !dbg !23
  %157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 16, !dbg !23
  %158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 17, !dbg !23
  %159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 18, !dbg !23
  %160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 19, !dbg !23
  %161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 20, !dbg !23
  %162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 21, !dbg !23
  %163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 22, !dbg !23
  %164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 23, !dbg !23
  %165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 24, !dbg !23
  %166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 25, !dbg !23
  %167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 26, !dbg !23
  %168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 27, !dbg !23
  %169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 28, !dbg !23
  %170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 29, !dbg !23
  %171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 30, !dbg !23
  %172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %140, 31, !dbg !23
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !23
  %173 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %141, float %142, float %143, float %144, float %145, float %146, float %147, float %148, float %149, float %150, float %151, float %152, float %153, float %154, float %155, float %156, float %157, float %158, float %159, float %160, float %161, float %162, float %163, float %164, float %165, float %166, float %167, float %168, float %169, float %170, float %171, float %172) #5, !dbg !23
  %174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 0, !dbg !23
  %175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 1, !dbg !23
  %176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 2, !dbg !23
  %177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 3, !dbg !23
  %178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 4, !dbg !23
  %179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 5, !dbg !23
  %180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 6, !dbg !23
  %181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 7, !dbg !23
  %182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 8, !dbg !23
  %183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 9, !dbg !23
  %184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 10, !dbg !23
  %185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 11, !dbg !23
  %186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 12, !dbg !23
  %187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 13, !dbg !23
  %188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 14, !dbg !23
  %189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 15, !dbg !23
  %190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 16, !dbg !23
  %191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 17, !dbg !23
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 18, !dbg !23
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 19, !dbg !23
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 20, !dbg !23
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 21, !dbg !23
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 22, !dbg !23
  %197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 23, !dbg !23
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 24, !dbg !23
  %199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 25, !dbg !23
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 26, !dbg !23
  %201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 27, !dbg !23
  %202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 28, !dbg !23
  %203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 29, !dbg !23
  %204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 30, !dbg !23
  %205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %173, 31, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %206 = and i32 %28, 1920, !dbg !24
  %207 = and i32 %6, 1, !dbg !24
  %208 = icmp eq i32 %207, 0, !dbg !24
  %209 = select i1 %208, i32 0, i32 8256, !dbg !24
  %210 = and i32 %7, 16, !dbg !24
  %211 = and i32 %6, 4, !dbg !24
  %212 = icmp eq i32 %211, 0, !dbg !24
  %213 = select i1 %212, i32 0, i32 4128, !dbg !24
  %214 = or disjoint i32 %210, %206, !dbg !24
  %215 = or disjoint i32 %214, %209, !dbg !24
  %216 = or disjoint i32 %215, %213, !dbg !24
  %217 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %216, !dbg !24
  %218 = insertelement <4 x float> poison, float %174, i64 0, !dbg !24
  %219 = insertelement <4 x float> %218, float %175, i64 1, !dbg !24
  %220 = insertelement <4 x float> %219, float %176, i64 2, !dbg !24
  %221 = insertelement <4 x float> %220, float %177, i64 3, !dbg !24
  store <4 x float> %221, ptr addrspace(3) %217, align 16, !dbg !24
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 2048, !dbg !24
  %223 = insertelement <4 x float> poison, float %190, i64 0, !dbg !24
  %224 = insertelement <4 x float> %223, float %191, i64 1, !dbg !24
  %225 = insertelement <4 x float> %224, float %192, i64 2, !dbg !24
  %226 = insertelement <4 x float> %225, float %193, i64 3, !dbg !24
  store <4 x float> %226, ptr addrspace(3) %222, align 16, !dbg !24
  %227 = xor i32 %216, 32, !dbg !24
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %227, !dbg !24
  %229 = insertelement <4 x float> poison, float %178, i64 0, !dbg !24
  %230 = insertelement <4 x float> %229, float %179, i64 1, !dbg !24
  %231 = insertelement <4 x float> %230, float %180, i64 2, !dbg !24
  %232 = insertelement <4 x float> %231, float %181, i64 3, !dbg !24
  store <4 x float> %232, ptr addrspace(3) %228, align 16, !dbg !24
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 2048, !dbg !24
  %234 = insertelement <4 x float> poison, float %194, i64 0, !dbg !24
  %235 = insertelement <4 x float> %234, float %195, i64 1, !dbg !24
  %236 = insertelement <4 x float> %235, float %196, i64 2, !dbg !24
  %237 = insertelement <4 x float> %236, float %197, i64 3, !dbg !24
  store <4 x float> %237, ptr addrspace(3) %233, align 16, !dbg !24
  %238 = xor i32 %216, 64, !dbg !24
  %239 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %238, !dbg !24
  %240 = insertelement <4 x float> poison, float %182, i64 0, !dbg !24
  %241 = insertelement <4 x float> %240, float %183, i64 1, !dbg !24
  %242 = insertelement <4 x float> %241, float %184, i64 2, !dbg !24
  %243 = insertelement <4 x float> %242, float %185, i64 3, !dbg !24
  store <4 x float> %243, ptr addrspace(3) %239, align 16, !dbg !24
  %244 = getelementptr inbounds nuw i8, ptr addrspace(3) %239, i32 2048, !dbg !24
  %245 = insertelement <4 x float> poison, float %198, i64 0, !dbg !24
  %246 = insertelement <4 x float> %245, float %199, i64 1, !dbg !24
  %247 = insertelement <4 x float> %246, float %200, i64 2, !dbg !24
  %248 = insertelement <4 x float> %247, float %201, i64 3, !dbg !24
  store <4 x float> %248, ptr addrspace(3) %244, align 16, !dbg !24
  %249 = xor i32 %216, 96, !dbg !24
  %250 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %249, !dbg !24
  %251 = insertelement <4 x float> poison, float %186, i64 0, !dbg !24
  %252 = insertelement <4 x float> %251, float %187, i64 1, !dbg !24
  %253 = insertelement <4 x float> %252, float %188, i64 2, !dbg !24
  %254 = insertelement <4 x float> %253, float %189, i64 3, !dbg !24
  store <4 x float> %254, ptr addrspace(3) %250, align 16, !dbg !24
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) %250, i32 2048, !dbg !24
  %256 = insertelement <4 x float> poison, float %202, i64 0, !dbg !24
  %257 = insertelement <4 x float> %256, float %203, i64 1, !dbg !24
  %258 = insertelement <4 x float> %257, float %204, i64 2, !dbg !24
  %259 = insertelement <4 x float> %258, float %205, i64 3, !dbg !24
  store <4 x float> %259, ptr addrspace(3) %255, align 16, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %260 = and i32 %28, 112, !dbg !24
  %261 = and i32 %82, 384, !dbg !24
  %262 = shl nuw nsw i32 %6, 8, !dbg !24
  %263 = and i32 %262, 2048, !dbg !24
  %264 = and i32 %6, 16, !dbg !24
  %265 = icmp eq i32 %264, 0, !dbg !24
  %266 = select i1 %265, i32 0, i32 4128, !dbg !24
  %267 = or disjoint i32 %260, %261, !dbg !24
  %268 = xor i32 %267, %266, !dbg !24
  %269 = or disjoint i32 %268, %263, !dbg !24
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %269, !dbg !24
  %271 = load <4 x i32>, ptr addrspace(3) %270, align 16, !dbg !24
  %272 = getelementptr inbounds nuw i8, ptr addrspace(3) %270, i32 512, !dbg !24
  %273 = load <4 x i32>, ptr addrspace(3) %272, align 16, !dbg !24
  %274 = getelementptr inbounds nuw i8, ptr addrspace(3) %270, i32 1024, !dbg !24
  %275 = load <4 x i32>, ptr addrspace(3) %274, align 16, !dbg !24
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) %270, i32 1536, !dbg !24
  %277 = load <4 x i32>, ptr addrspace(3) %276, align 16, !dbg !24
  %278 = xor i32 %269, 8256, !dbg !24
  %279 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %278, !dbg !24
  %280 = load <4 x i32>, ptr addrspace(3) %279, align 16, !dbg !24
  %281 = getelementptr inbounds nuw i8, ptr addrspace(3) %279, i32 512, !dbg !24
  %282 = load <4 x i32>, ptr addrspace(3) %281, align 16, !dbg !24
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) %279, i32 1024, !dbg !24
  %284 = load <4 x i32>, ptr addrspace(3) %283, align 16, !dbg !24
  %285 = getelementptr inbounds nuw i8, ptr addrspace(3) %279, i32 1536, !dbg !24
  %286 = load <4 x i32>, ptr addrspace(3) %285, align 16, !dbg !24
  %.extract = extractelement <4 x i32> %271, i64 0, !dbg !24
  %.extract44 = extractelement <4 x i32> %271, i64 1, !dbg !24
  %.extract45 = extractelement <4 x i32> %280, i64 0, !dbg !24
  %.extract46 = extractelement <4 x i32> %280, i64 1, !dbg !24
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract, i32 %.extract44, i32 %.extract45, i32 %.extract46, ptr addrspace(1) %85) #5, !dbg !24
  %.extract47 = extractelement <4 x i32> %271, i64 2, !dbg !24
  %.extract48 = extractelement <4 x i32> %271, i64 3, !dbg !24
  %.extract49 = extractelement <4 x i32> %280, i64 2, !dbg !24
  %.extract50 = extractelement <4 x i32> %280, i64 3, !dbg !24
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract47, i32 %.extract48, i32 %.extract49, i32 %.extract50, ptr addrspace(1) %86) #5, !dbg !24
  %.extract51 = extractelement <4 x i32> %273, i64 0, !dbg !24
  %.extract52 = extractelement <4 x i32> %273, i64 1, !dbg !24
  %.extract53 = extractelement <4 x i32> %282, i64 0, !dbg !24
  %.extract54 = extractelement <4 x i32> %282, i64 1, !dbg !24
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract51, i32 %.extract52, i32 %.extract53, i32 %.extract54, ptr addrspace(1) %87) #5, !dbg !24
  %.extract55 = extractelement <4 x i32> %273, i64 2, !dbg !24
  %.extract56 = extractelement <4 x i32> %273, i64 3, !dbg !24
  %.extract57 = extractelement <4 x i32> %282, i64 2, !dbg !24
  %.extract58 = extractelement <4 x i32> %282, i64 3, !dbg !24
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract55, i32 %.extract56, i32 %.extract57, i32 %.extract58, ptr addrspace(1) %88) #5, !dbg !24
  %.extract59 = extractelement <4 x i32> %275, i64 0, !dbg !24
  %.extract60 = extractelement <4 x i32> %275, i64 1, !dbg !24
  %.extract61 = extractelement <4 x i32> %284, i64 0, !dbg !24
  %.extract62 = extractelement <4 x i32> %284, i64 1, !dbg !24
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract59, i32 %.extract60, i32 %.extract61, i32 %.extract62, ptr addrspace(1) %89) #5, !dbg !24
  %.extract63 = extractelement <4 x i32> %275, i64 2, !dbg !24
  %.extract64 = extractelement <4 x i32> %275, i64 3, !dbg !24
  %.extract65 = extractelement <4 x i32> %284, i64 2, !dbg !24
  %.extract66 = extractelement <4 x i32> %284, i64 3, !dbg !24
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract63, i32 %.extract64, i32 %.extract65, i32 %.extract66, ptr addrspace(1) %90) #5, !dbg !24
  %.extract67 = extractelement <4 x i32> %277, i64 0, !dbg !24
  %.extract68 = extractelement <4 x i32> %277, i64 1, !dbg !24
  %.extract69 = extractelement <4 x i32> %286, i64 0, !dbg !24
  %.extract70 = extractelement <4 x i32> %286, i64 1, !dbg !24
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract67, i32 %.extract68, i32 %.extract69, i32 %.extract70, ptr addrspace(1) %91) #5, !dbg !24
  %.extract71 = extractelement <4 x i32> %277, i64 2, !dbg !24
  %.extract72 = extractelement <4 x i32> %277, i64 3, !dbg !24
  %.extract73 = extractelement <4 x i32> %286, i64 2, !dbg !24
  %.extract74 = extractelement <4 x i32> %286, i64 3, !dbg !24
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract71, i32 %.extract72, i32 %.extract73, i32 %.extract74, ptr addrspace(1) %92) #5, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_bt", linkageName: "matmul_bt", scope: !1, file: !1, line: 279, type: !5, scopeLine: 279, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 285, column: 21, scope: !4)
!14 = !DILocation(line: 285, column: 17, scope: !4)
!15 = !DILocation(line: 285, column: 39, scope: !4)
!16 = !DILocation(line: 285, column: 9, scope: !4)
!17 = !DILocation(line: 286, column: 17, scope: !4)
!18 = !DILocation(line: 286, column: 9, scope: !4)
!19 = !DILocation(line: 287, column: 59, scope: !4)
!20 = !DILocation(line: 287, column: 18, scope: !4)
!21 = !DILocation(line: 287, column: 14, scope: !4)
!22 = !DILocation(line: 287, column: 36, scope: !4)
!23 = !DILocation(line: 287, column: 49, scope: !4)
!24 = !DILocation(line: 287, column: 5, scope: !4)
!25 = !DILocation(line: 279, column: 1, scope: !4)
