; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %7 = shl nuw nsw i32 %6, 3, !dbg !11
  %8 = and i32 %7, 992, !dbg !11
  %9 = shl nuw nsw i32 %6, 2, !dbg !11
  %10 = and i32 %9, 480, !dbg !11
  %11 = zext nneg i32 %8 to i64, !dbg !12
  %12 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %11, !dbg !12
  %13 = and i32 %6, 3, !dbg !13
  %14 = shl nuw nsw i32 %13, 3, !dbg !13
  %15 = and i32 %9, 28, !dbg !13
  %16 = zext nneg i32 %14 to i64, !dbg !12
  %17 = getelementptr [2 x i8], ptr addrspace(1) %12, i64 %16, !dbg !12
  %18 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %17) #5, !dbg !14
  %19 = extractvalue { i32, i32, i32, i32 } %18, 0, !dbg !14
  %20 = extractvalue { i32, i32, i32, i32 } %18, 1, !dbg !14
  %21 = extractvalue { i32, i32, i32, i32 } %18, 2, !dbg !14
  %22 = extractvalue { i32, i32, i32, i32 } %18, 3, !dbg !14
  %23 = shl nuw nsw i32 %6, 4, !dbg !14
  %24 = and i32 %23, 2032, !dbg !14
  %25 = shl nuw nsw i32 %6, 1, !dbg !14
  %26 = and i32 %25, 48, !dbg !14
  %27 = xor i32 %24, %26, !dbg !14
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %27, !dbg !14
  %29 = insertelement <4 x i32> poison, i32 %19, i64 0, !dbg !14
  %30 = insertelement <4 x i32> %29, i32 %20, i64 1, !dbg !14
  %31 = insertelement <4 x i32> %30, i32 %21, i64 2, !dbg !14
  %32 = insertelement <4 x i32> %31, i32 %22, i64 3, !dbg !14
  store <4 x i32> %32, ptr addrspace(3) %28, align 16, !dbg !14
  %33 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %11, !dbg !15
  %34 = getelementptr [2 x i8], ptr addrspace(1) %33, i64 %16, !dbg !15
  %35 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %34) #5, !dbg !16
  %36 = extractvalue { i32, i32, i32, i32 } %35, 0, !dbg !16
  %37 = extractvalue { i32, i32, i32, i32 } %35, 1, !dbg !16
  %38 = extractvalue { i32, i32, i32, i32 } %35, 2, !dbg !16
  %39 = extractvalue { i32, i32, i32, i32 } %35, 3, !dbg !16
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %27, !dbg !16
  %41 = insertelement <4 x i32> poison, i32 %36, i64 0, !dbg !16
  %42 = insertelement <4 x i32> %41, i32 %37, i64 1, !dbg !16
  %43 = insertelement <4 x i32> %42, i32 %38, i64 2, !dbg !16
  %44 = insertelement <4 x i32> %43, i32 %39, i64 3, !dbg !16
  store <4 x i32> %44, ptr addrspace(3) %40, align 16, !dbg !16
  %45 = zext nneg i32 %10 to i64, !dbg !17
  %46 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %45, !dbg !17
  %47 = getelementptr i8, ptr addrspace(1) %46, i64 2048, !dbg !17
  %48 = zext nneg i32 %15 to i64, !dbg !17
  %49 = getelementptr [4 x i8], ptr addrspace(1) %46, i64 %48, !dbg !17
  %50 = getelementptr [4 x i8], ptr addrspace(1) %47, i64 %48, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !14
  %51 = shl nuw nsw i32 %6, 6, !dbg !14
  %52 = and i32 %51, 960, !dbg !14
  %53 = and i32 %7, 48, !dbg !14
  %54 = and i32 %6, 16, !dbg !14
  %55 = and i32 %23, 1024, !dbg !14
  %56 = or disjoint i32 %52, %55, !dbg !14
  %57 = xor i32 %53, %54, !dbg !14
  %58 = or disjoint i32 %56, %57, !dbg !14
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %58, !dbg !14
  %60 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %59), !dbg !14
  %61 = extractvalue { i32, i32, i32, i32 } %60, 0, !dbg !14
  %62 = extractvalue { i32, i32, i32, i32 } %60, 1, !dbg !14
  %63 = extractvalue { i32, i32, i32, i32 } %60, 2, !dbg !14
  %64 = extractvalue { i32, i32, i32, i32 } %60, 3, !dbg !14
  %65 = xor i32 %58, 32, !dbg !14
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %65, !dbg !14
  %67 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %66), !dbg !14
  %68 = extractvalue { i32, i32, i32, i32 } %67, 0, !dbg !14
  %69 = extractvalue { i32, i32, i32, i32 } %67, 1, !dbg !14
  %70 = extractvalue { i32, i32, i32, i32 } %67, 2, !dbg !14
  %71 = extractvalue { i32, i32, i32, i32 } %67, 3, !dbg !14
  %72 = and i32 %51, 1984, !dbg !16
  %73 = and i32 %6, 32, !dbg !16
  %74 = lshr exact i32 %73, 1, !dbg !16
  %75 = xor i32 %53, %74, !dbg !16
  %76 = or disjoint i32 %75, %72, !dbg !16
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %76, !dbg !16
  %78 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %77), !dbg !16
  %79 = extractvalue { i32, i32, i32, i32 } %78, 0, !dbg !16
  %80 = extractvalue { i32, i32, i32, i32 } %78, 1, !dbg !16
  %81 = extractvalue { i32, i32, i32, i32 } %78, 2, !dbg !16
  %82 = extractvalue { i32, i32, i32, i32 } %78, 3, !dbg !16
  %83 = xor i32 %76, 32, !dbg !16
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %83, !dbg !16
  %85 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %84), !dbg !16
  %86 = extractvalue { i32, i32, i32, i32 } %85, 0, !dbg !16
  %87 = extractvalue { i32, i32, i32, i32 } %85, 1, !dbg !16
  %88 = extractvalue { i32, i32, i32, i32 } %85, 2, !dbg !16
  %89 = extractvalue { i32, i32, i32, i32 } %85, 3, !dbg !16
  %90 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %61, i32 %62, i32 %63, i32 %64, i32 %79, i32 %80) #5, !dbg !18
  %91 = extractvalue { float, float, float, float } %90, 0, !dbg !18
  %92 = extractvalue { float, float, float, float } %90, 1, !dbg !18
  %93 = extractvalue { float, float, float, float } %90, 2, !dbg !18
  %94 = extractvalue { float, float, float, float } %90, 3, !dbg !18
  %95 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %61, i32 %62, i32 %63, i32 %64, i32 %86, i32 %87) #5, !dbg !18
  %96 = extractvalue { float, float, float, float } %95, 0, !dbg !18
  %97 = extractvalue { float, float, float, float } %95, 1, !dbg !18
  %98 = extractvalue { float, float, float, float } %95, 2, !dbg !18
  %99 = extractvalue { float, float, float, float } %95, 3, !dbg !18
  %100 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %91, float %92, float %93, float %94, i32 %68, i32 %69, i32 %70, i32 %71, i32 %81, i32 %82) #5, !dbg !18
  %101 = extractvalue { float, float, float, float } %100, 0, !dbg !18
  %102 = extractvalue { float, float, float, float } %100, 1, !dbg !18
  %103 = extractvalue { float, float, float, float } %100, 2, !dbg !18
  %104 = extractvalue { float, float, float, float } %100, 3, !dbg !18
  %105 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %96, float %97, float %98, float %99, i32 %68, i32 %69, i32 %70, i32 %71, i32 %88, i32 %89) #5, !dbg !18
  %106 = extractvalue { float, float, float, float } %105, 0, !dbg !18
  %107 = extractvalue { float, float, float, float } %105, 1, !dbg !18
  %108 = extractvalue { float, float, float, float } %105, 2, !dbg !18
  %109 = extractvalue { float, float, float, float } %105, 3, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %110 = and i32 %7, 640, !dbg !19
  %111 = and i32 %6, 1, !dbg !19
  %112 = icmp eq i32 %111, 0, !dbg !19
  %113 = and i32 %6, 8, !dbg !19
  %114 = icmp eq i32 %113, 0, !dbg !19
  %115 = select i1 %114, i32 0, i32 1088, !dbg !19
  %116 = shl nuw nsw i32 %73, 1, !dbg !19
  %117 = or disjoint i32 %115, %110, !dbg !19
  %118 = select i1 %112, i32 0, i32 2056, !dbg !19
  %119 = xor i32 %117, %116, !dbg !19
  %120 = insertelement <4 x i32> poison, i32 %9, i64 0, !dbg !19
  %121 = insertelement <4 x i32> %120, i32 %23, i64 1, !dbg !19
  %122 = insertelement <4 x i32> %121, i32 %119, i64 2, !dbg !19
  %123 = insertelement <4 x i32> %122, i32 %118, i64 3, !dbg !19
  %124 = and <4 x i32> %123, <i32 16, i32 32, i32 -1, i32 -1>, !dbg !19
  %125 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %124), !dbg !19
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %125, !dbg !19
  %127 = insertelement <2 x float> poison, float %101, i64 0, !dbg !19
  %128 = insertelement <2 x float> %127, float %102, i64 1, !dbg !19
  store <2 x float> %128, ptr addrspace(3) %126, align 8, !dbg !19
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) %126, i32 256, !dbg !19
  %130 = insertelement <2 x float> poison, float %103, i64 0, !dbg !19
  %131 = insertelement <2 x float> %130, float %104, i64 1, !dbg !19
  store <2 x float> %131, ptr addrspace(3) %129, align 8, !dbg !19
  %132 = xor i32 %125, 8, !dbg !19
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %132, !dbg !19
  %134 = insertelement <2 x float> poison, float %106, i64 0, !dbg !19
  %135 = insertelement <2 x float> %134, float %107, i64 1, !dbg !19
  store <2 x float> %135, ptr addrspace(3) %133, align 8, !dbg !19
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) %133, i32 256, !dbg !19
  %137 = insertelement <2 x float> poison, float %108, i64 0, !dbg !19
  %138 = insertelement <2 x float> %137, float %109, i64 1, !dbg !19
  store <2 x float> %138, ptr addrspace(3) %136, align 8, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %139 = shl nuw nsw i32 %13, 5, !dbg !19
  %140 = and i32 %9, 384, !dbg !19
  %141 = and i32 %25, 24, !dbg !19
  %142 = icmp eq i32 %54, 0, !dbg !19
  %143 = select i1 %142, i32 0, i32 1088, !dbg !19
  %144 = or disjoint i32 %139, %140, !dbg !19
  %145 = or disjoint i32 %143, %141, !dbg !19
  %146 = xor i32 %145, %144, !dbg !19
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %146, !dbg !19
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) %147, i32 512, !dbg !19
  %149 = load <2 x i32>, ptr addrspace(3) %148, align 8, !dbg !19
  %150 = xor i32 %146, 2056, !dbg !19
  %151 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %150, !dbg !19
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) %151, i32 512, !dbg !19
  %153 = load <2 x i32>, ptr addrspace(3) %152, align 8, !dbg !19
  %.extract = load i32, ptr addrspace(3) %147, align 8, !dbg !19
  %154 = getelementptr inbounds nuw i8, ptr addrspace(3) %147, i32 4, !dbg !19
  %.extract14 = load i32, ptr addrspace(3) %154, align 4, !dbg !19
  %.extract15 = load i32, ptr addrspace(3) %151, align 8, !dbg !19
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) %151, i32 4, !dbg !19
  %.extract16 = load i32, ptr addrspace(3) %155, align 4, !dbg !19
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract, i32 %.extract14, i32 %.extract15, i32 %.extract16, ptr addrspace(1) %49) #5, !dbg !19
  %.extract17 = extractelement <2 x i32> %149, i64 0, !dbg !19
  %.extract18 = extractelement <2 x i32> %149, i64 1, !dbg !19
  %.extract19 = extractelement <2 x i32> %153, i64 0, !dbg !19
  %.extract20 = extractelement <2 x i32> %153, i64 1, !dbg !19
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract17, i32 %.extract18, i32 %.extract19, i32 %.extract20, ptr addrspace(1) %50) #5, !dbg !19
  ret void, !dbg !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #3

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
!6 = !{null, !7, !7, !9, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
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
