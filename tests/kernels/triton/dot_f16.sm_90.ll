; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %7 = shl nuw nsw i32 %6, 3, !dbg !13
  %8 = and i32 %7, 992, !dbg !13
  %9 = shl nuw nsw i32 %6, 2, !dbg !13
  %10 = and i32 %9, 480, !dbg !13
  %11 = zext nneg i32 %8 to i64, !dbg !14
  %12 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %11, !dbg !14
  %13 = and i32 %6, 3, !dbg !15
  %14 = shl nuw nsw i32 %13, 3, !dbg !15
  %15 = and i32 %9, 28, !dbg !15
  %16 = zext nneg i32 %14 to i64, !dbg !14
  %17 = getelementptr [2 x i8], ptr addrspace(1) %12, i64 %16, !dbg !14
  %18 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %17) #5, !dbg !16
  %19 = extractvalue { i32, i32, i32, i32 } %18, 0, !dbg !16
  %20 = extractvalue { i32, i32, i32, i32 } %18, 1, !dbg !16
  %21 = extractvalue { i32, i32, i32, i32 } %18, 2, !dbg !16
  %22 = extractvalue { i32, i32, i32, i32 } %18, 3, !dbg !16
  %23 = shl nuw nsw i32 %6, 4, !dbg !16
  %24 = and i32 %23, 2032, !dbg !16
  %25 = shl nuw nsw i32 %6, 1, !dbg !16
  %26 = and i32 %25, 48, !dbg !16
  %27 = xor i32 %24, %26, !dbg !16
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %27, !dbg !16
  %29 = insertelement <4 x i32> poison, i32 %19, i64 0, !dbg !16
  %30 = insertelement <4 x i32> %29, i32 %20, i64 1, !dbg !16
  %31 = insertelement <4 x i32> %30, i32 %21, i64 2, !dbg !16
  %32 = insertelement <4 x i32> %31, i32 %22, i64 3, !dbg !16
  store <4 x i32> %32, ptr addrspace(3) %28, align 16, !dbg !16
  %33 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %11, !dbg !17
  %34 = getelementptr [2 x i8], ptr addrspace(1) %33, i64 %16, !dbg !17
  %35 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %34) #5, !dbg !18
  %36 = extractvalue { i32, i32, i32, i32 } %35, 0, !dbg !18
  %37 = extractvalue { i32, i32, i32, i32 } %35, 1, !dbg !18
  %38 = extractvalue { i32, i32, i32, i32 } %35, 2, !dbg !18
  %39 = extractvalue { i32, i32, i32, i32 } %35, 3, !dbg !18
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %27, !dbg !18
  %41 = insertelement <4 x i32> poison, i32 %36, i64 0, !dbg !18
  %42 = insertelement <4 x i32> %41, i32 %37, i64 1, !dbg !18
  %43 = insertelement <4 x i32> %42, i32 %38, i64 2, !dbg !18
  %44 = insertelement <4 x i32> %43, i32 %39, i64 3, !dbg !18
  store <4 x i32> %44, ptr addrspace(3) %40, align 16, !dbg !18
  %45 = zext nneg i32 %10 to i64, !dbg !19
  %46 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %45, !dbg !19
  %47 = getelementptr i8, ptr addrspace(1) %46, i64 2048, !dbg !19
  %48 = zext nneg i32 %15 to i64, !dbg !19
  %49 = getelementptr [4 x i8], ptr addrspace(1) %46, i64 %48, !dbg !19
  %50 = getelementptr [4 x i8], ptr addrspace(1) %47, i64 %48, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !16
  %51 = shl nuw nsw i32 %6, 6, !dbg !16
  %52 = and i32 %51, 960, !dbg !16
  %53 = and i32 %7, 48, !dbg !16
  %54 = and i32 %6, 16, !dbg !16
  %55 = and i32 %23, 1024, !dbg !16
  %56 = or disjoint i32 %52, %55, !dbg !16
  %57 = xor i32 %53, %54, !dbg !16
  %58 = or disjoint i32 %56, %57, !dbg !16
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %58, !dbg !16
  %60 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %59), !dbg !16
  %61 = extractvalue { i32, i32, i32, i32 } %60, 0, !dbg !16
  %62 = extractvalue { i32, i32, i32, i32 } %60, 1, !dbg !16
  %63 = extractvalue { i32, i32, i32, i32 } %60, 2, !dbg !16
  %64 = extractvalue { i32, i32, i32, i32 } %60, 3, !dbg !16
  %65 = xor i32 %58, 32, !dbg !16
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %65, !dbg !16
  %67 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %66), !dbg !16
  %68 = extractvalue { i32, i32, i32, i32 } %67, 0, !dbg !16
  %69 = extractvalue { i32, i32, i32, i32 } %67, 1, !dbg !16
  %70 = extractvalue { i32, i32, i32, i32 } %67, 2, !dbg !16
  %71 = extractvalue { i32, i32, i32, i32 } %67, 3, !dbg !16
  %72 = and i32 %51, 1984, !dbg !18
  %73 = and i32 %6, 32, !dbg !18
  %74 = lshr exact i32 %73, 1, !dbg !18
  %75 = xor i32 %53, %74, !dbg !18
  %76 = or disjoint i32 %75, %72, !dbg !18
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %76, !dbg !18
  %78 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %77), !dbg !18
  %79 = extractvalue { i32, i32, i32, i32 } %78, 0, !dbg !18
  %80 = extractvalue { i32, i32, i32, i32 } %78, 1, !dbg !18
  %81 = extractvalue { i32, i32, i32, i32 } %78, 2, !dbg !18
  %82 = extractvalue { i32, i32, i32, i32 } %78, 3, !dbg !18
  %83 = xor i32 %76, 32, !dbg !18
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %83, !dbg !18
  %85 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %84), !dbg !18
  %86 = extractvalue { i32, i32, i32, i32 } %85, 0, !dbg !18
  %87 = extractvalue { i32, i32, i32, i32 } %85, 1, !dbg !18
  %88 = extractvalue { i32, i32, i32, i32 } %85, 2, !dbg !18
  %89 = extractvalue { i32, i32, i32, i32 } %85, 3, !dbg !18
  %90 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %61, i32 %62, i32 %63, i32 %64, i32 %79, i32 %80) #5, !dbg !20
  %91 = extractvalue { float, float, float, float } %90, 0, !dbg !20
  %92 = extractvalue { float, float, float, float } %90, 1, !dbg !20
  %93 = extractvalue { float, float, float, float } %90, 2, !dbg !20
  %94 = extractvalue { float, float, float, float } %90, 3, !dbg !20
  %95 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %61, i32 %62, i32 %63, i32 %64, i32 %86, i32 %87) #5, !dbg !20
  %96 = extractvalue { float, float, float, float } %95, 0, !dbg !20
  %97 = extractvalue { float, float, float, float } %95, 1, !dbg !20
  %98 = extractvalue { float, float, float, float } %95, 2, !dbg !20
  %99 = extractvalue { float, float, float, float } %95, 3, !dbg !20
  %100 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %91, float %92, float %93, float %94, i32 %68, i32 %69, i32 %70, i32 %71, i32 %81, i32 %82) #5, !dbg !20
  %101 = extractvalue { float, float, float, float } %100, 0, !dbg !20
  %102 = extractvalue { float, float, float, float } %100, 1, !dbg !20
  %103 = extractvalue { float, float, float, float } %100, 2, !dbg !20
  %104 = extractvalue { float, float, float, float } %100, 3, !dbg !20
  %105 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %96, float %97, float %98, float %99, i32 %68, i32 %69, i32 %70, i32 %71, i32 %88, i32 %89) #5, !dbg !20
  %106 = extractvalue { float, float, float, float } %105, 0, !dbg !20
  %107 = extractvalue { float, float, float, float } %105, 1, !dbg !20
  %108 = extractvalue { float, float, float, float } %105, 2, !dbg !20
  %109 = extractvalue { float, float, float, float } %105, 3, !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %110 = and i32 %7, 640, !dbg !21
  %111 = and i32 %6, 1, !dbg !21
  %112 = icmp eq i32 %111, 0, !dbg !21
  %113 = and i32 %6, 8, !dbg !21
  %114 = icmp eq i32 %113, 0, !dbg !21
  %115 = select i1 %114, i32 0, i32 1088, !dbg !21
  %116 = shl nuw nsw i32 %73, 1, !dbg !21
  %117 = or disjoint i32 %115, %110, !dbg !21
  %118 = select i1 %112, i32 0, i32 2056, !dbg !21
  %119 = xor i32 %117, %116, !dbg !21
  %120 = insertelement <4 x i32> poison, i32 %9, i64 0, !dbg !21
  %121 = insertelement <4 x i32> %120, i32 %23, i64 1, !dbg !21
  %122 = insertelement <4 x i32> %121, i32 %119, i64 2, !dbg !21
  %123 = insertelement <4 x i32> %122, i32 %118, i64 3, !dbg !21
  %124 = and <4 x i32> %123, <i32 16, i32 32, i32 -1, i32 -1>, !dbg !21
  %125 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %124), !dbg !21
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %125, !dbg !21
  %127 = insertelement <2 x float> poison, float %101, i64 0, !dbg !21
  %128 = insertelement <2 x float> %127, float %102, i64 1, !dbg !21
  store <2 x float> %128, ptr addrspace(3) %126, align 8, !dbg !21
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) %126, i32 256, !dbg !21
  %130 = insertelement <2 x float> poison, float %103, i64 0, !dbg !21
  %131 = insertelement <2 x float> %130, float %104, i64 1, !dbg !21
  store <2 x float> %131, ptr addrspace(3) %129, align 8, !dbg !21
  %132 = xor i32 %125, 8, !dbg !21
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %132, !dbg !21
  %134 = insertelement <2 x float> poison, float %106, i64 0, !dbg !21
  %135 = insertelement <2 x float> %134, float %107, i64 1, !dbg !21
  store <2 x float> %135, ptr addrspace(3) %133, align 8, !dbg !21
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) %133, i32 256, !dbg !21
  %137 = insertelement <2 x float> poison, float %108, i64 0, !dbg !21
  %138 = insertelement <2 x float> %137, float %109, i64 1, !dbg !21
  store <2 x float> %138, ptr addrspace(3) %136, align 8, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %139 = shl nuw nsw i32 %13, 5, !dbg !21
  %140 = and i32 %9, 384, !dbg !21
  %141 = and i32 %25, 24, !dbg !21
  %142 = icmp eq i32 %54, 0, !dbg !21
  %143 = select i1 %142, i32 0, i32 1088, !dbg !21
  %144 = or disjoint i32 %139, %140, !dbg !21
  %145 = or disjoint i32 %143, %141, !dbg !21
  %146 = xor i32 %145, %144, !dbg !21
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %146, !dbg !21
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) %147, i32 512, !dbg !21
  %149 = load <2 x i32>, ptr addrspace(3) %148, align 8, !dbg !21
  %150 = xor i32 %146, 2056, !dbg !21
  %151 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %150, !dbg !21
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) %151, i32 512, !dbg !21
  %153 = load <2 x i32>, ptr addrspace(3) %152, align 8, !dbg !21
  %.extract = load i32, ptr addrspace(3) %147, align 8, !dbg !21
  %154 = getelementptr inbounds nuw i8, ptr addrspace(3) %147, i32 4, !dbg !21
  %.extract14 = load i32, ptr addrspace(3) %154, align 4, !dbg !21
  %.extract15 = load i32, ptr addrspace(3) %151, align 8, !dbg !21
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) %151, i32 4, !dbg !21
  %.extract16 = load i32, ptr addrspace(3) %155, align 4, !dbg !21
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract, i32 %.extract14, i32 %.extract15, i32 %.extract16, ptr addrspace(1) %49) #5, !dbg !21
  %.extract17 = extractelement <2 x i32> %149, i64 0, !dbg !21
  %.extract18 = extractelement <2 x i32> %149, i64 1, !dbg !21
  %.extract19 = extractelement <2 x i32> %153, i64 0, !dbg !21
  %.extract20 = extractelement <2 x i32> %153, i64 1, !dbg !21
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract17, i32 %.extract18, i32 %.extract19, i32 %.extract20, ptr addrspace(1) %50) #5, !dbg !21
  ret void, !dbg !22
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
!6 = !{null, !7, !7, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 100, column: 21, scope: !4)
!14 = !DILocation(line: 100, column: 17, scope: !4)
!15 = !DILocation(line: 100, column: 39, scope: !4)
!16 = !DILocation(line: 100, column: 9, scope: !4)
!17 = !DILocation(line: 101, column: 17, scope: !4)
!18 = !DILocation(line: 101, column: 9, scope: !4)
!19 = !DILocation(line: 102, column: 14, scope: !4)
!20 = !DILocation(line: 102, column: 49, scope: !4)
!21 = !DILocation(line: 102, column: 5, scope: !4)
!22 = !DILocation(line: 95, column: 1, scope: !4)
