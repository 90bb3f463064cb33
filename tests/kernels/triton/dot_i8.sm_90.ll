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
  %12 = getelementptr i8, ptr addrspace(1) %0, i64 %11, !dbg !14
  %13 = and i32 %6, 3, !dbg !15
  %14 = shl nuw nsw i32 %13, 3, !dbg !15
  %15 = and i32 %9, 28, !dbg !15
  %16 = zext nneg i32 %14 to i64, !dbg !14
  %17 = getelementptr i8, ptr addrspace(1) %12, i64 %16, !dbg !14
  %18 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %17) #4, !dbg !16
  %19 = extractvalue { i32, i32 } %18, 0, !dbg !16
  %20 = extractvalue { i32, i32 } %18, 1, !dbg !16
  %21 = and i32 %7, 888, !dbg !16
  %22 = and i32 %6, 16, !dbg !16
  %23 = icmp eq i32 %22, 0, !dbg !16
  %24 = select i1 %23, i32 0, i32 144, !dbg !16
  %25 = xor i32 %24, %21, !dbg !16
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %25, !dbg !16
  %27 = insertelement <2 x i32> poison, i32 %19, i64 0, !dbg !16
  %28 = insertelement <2 x i32> %27, i32 %20, i64 1, !dbg !16
  store <2 x i32> %28, ptr addrspace(3) %26, align 8, !dbg !16
  %29 = getelementptr i8, ptr addrspace(1) %1, i64 %11, !dbg !17
  %30 = getelementptr i8, ptr addrspace(1) %29, i64 %16, !dbg !17
  %31 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %30) #4, !dbg !18
  %32 = extractvalue { i32, i32 } %31, 0, !dbg !18
  %33 = extractvalue { i32, i32 } %31, 1, !dbg !18
  %34 = and i32 %7, 1016, !dbg !18
  %35 = lshr i32 %6, 1, !dbg !18
  %36 = and i32 %35, 24, !dbg !18
  %37 = xor i32 %34, %36, !dbg !18
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1024), i32 %37, !dbg !18
  %39 = insertelement <2 x i32> poison, i32 %32, i64 0, !dbg !18
  %40 = insertelement <2 x i32> %39, i32 %33, i64 1, !dbg !18
  store <2 x i32> %40, ptr addrspace(3) %38, align 8, !dbg !18
  %41 = zext nneg i32 %10 to i64, !dbg !19
  %42 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %41, !dbg !19
  %43 = getelementptr i8, ptr addrspace(1) %42, i64 2048, !dbg !19
  %44 = zext nneg i32 %15 to i64, !dbg !19
  %45 = getelementptr [4 x i8], ptr addrspace(1) %42, i64 %44, !dbg !19
  %46 = getelementptr [4 x i8], ptr addrspace(1) %43, i64 %44, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !16
  %47 = shl nuw nsw i32 %6, 5, !dbg !16
  %48 = and i32 %47, 352, !dbg !16
  %49 = and i32 %6, 4, !dbg !16
  %50 = icmp eq i32 %49, 0, !dbg !16
  %51 = select i1 %50, i32 0, i32 144, !dbg !16
  %52 = and i32 %7, 512, !dbg !16
  %53 = xor i32 %51, %22, !dbg !16
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %48, !dbg !16
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) %54, i32 %52, !dbg !16
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) %55, i32 %53, !dbg !16
  %57 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %56), !dbg !16
  %58 = extractvalue { i32, i32, i32, i32 } %57, 0, !dbg !16
  %59 = extractvalue { i32, i32, i32, i32 } %57, 1, !dbg !16
  %60 = extractvalue { i32, i32, i32, i32 } %57, 2, !dbg !16
  %61 = extractvalue { i32, i32, i32, i32 } %57, 3, !dbg !16
  %62 = lshr i32 %6, 2, !dbg !18
  %63 = and i32 %62, 15, !dbg !18
  %64 = mul nuw nsw i32 %13, 136, !dbg !18
  %65 = xor i32 %64, %63, !dbg !18
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1024), i32 %65, !dbg !18
  %67 = load i8, ptr addrspace(3) %66, align 1, !dbg !18
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 32, !dbg !18
  %69 = load i8, ptr addrspace(3) %68, align 1, !dbg !18
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 64, !dbg !18
  %71 = load i8, ptr addrspace(3) %70, align 1, !dbg !18
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 96, !dbg !18
  %73 = load i8, ptr addrspace(3) %72, align 1, !dbg !18
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 512, !dbg !18
  %75 = load i8, ptr addrspace(3) %74, align 1, !dbg !18
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 544, !dbg !18
  %77 = load i8, ptr addrspace(3) %76, align 1, !dbg !18
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 576, !dbg !18
  %79 = load i8, ptr addrspace(3) %78, align 1, !dbg !18
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 608, !dbg !18
  %81 = load i8, ptr addrspace(3) %80, align 1, !dbg !18
  %82 = xor i32 %65, 16, !dbg !18
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1024), i32 %82, !dbg !18
  %84 = load i8, ptr addrspace(3) %83, align 1, !dbg !18
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 32, !dbg !18
  %86 = load i8, ptr addrspace(3) %85, align 1, !dbg !18
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 64, !dbg !18
  %88 = load i8, ptr addrspace(3) %87, align 1, !dbg !18
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 96, !dbg !18
  %90 = load i8, ptr addrspace(3) %89, align 1, !dbg !18
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 512, !dbg !18
  %92 = load i8, ptr addrspace(3) %91, align 1, !dbg !18
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 544, !dbg !18
  %94 = load i8, ptr addrspace(3) %93, align 1, !dbg !18
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 576, !dbg !18
  %96 = load i8, ptr addrspace(3) %95, align 1, !dbg !18
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 608, !dbg !18
  %98 = load i8, ptr addrspace(3) %97, align 1, !dbg !18
  %99 = insertelement <4 x i8> poison, i8 %67, i64 0, !dbg !20
  %100 = insertelement <4 x i8> %99, i8 %69, i64 1, !dbg !20
  %101 = insertelement <4 x i8> %100, i8 %71, i64 2, !dbg !20
  %102 = insertelement <4 x i8> %101, i8 %73, i64 3, !dbg !20
  %103 = bitcast <4 x i8> %102 to i32, !dbg !20
  %104 = insertelement <4 x i8> poison, i8 %75, i64 0, !dbg !20
  %105 = insertelement <4 x i8> %104, i8 %77, i64 1, !dbg !20
  %106 = insertelement <4 x i8> %105, i8 %79, i64 2, !dbg !20
  %107 = insertelement <4 x i8> %106, i8 %81, i64 3, !dbg !20
  %108 = bitcast <4 x i8> %107 to i32, !dbg !20
  %109 = insertelement <4 x i8> poison, i8 %84, i64 0, !dbg !20
  %110 = insertelement <4 x i8> %109, i8 %86, i64 1, !dbg !20
  %111 = insertelement <4 x i8> %110, i8 %88, i64 2, !dbg !20
  %112 = insertelement <4 x i8> %111, i8 %90, i64 3, !dbg !20
  %113 = bitcast <4 x i8> %112 to i32, !dbg !20
  %114 = insertelement <4 x i8> poison, i8 %92, i64 0, !dbg !20
  %115 = insertelement <4 x i8> %114, i8 %94, i64 1, !dbg !20
  %116 = insertelement <4 x i8> %115, i8 %96, i64 2, !dbg !20
  %117 = insertelement <4 x i8> %116, i8 %98, i64 3, !dbg !20
  %118 = bitcast <4 x i8> %117 to i32, !dbg !20
  %119 = tail call { i32, i32, i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=r,=r,=r,=r,0,1,2,3,r,r,r,r,r,r"(i32 0, i32 0, i32 0, i32 0, i32 %58, i32 %59, i32 %60, i32 %61, i32 %103, i32 %108) #4, !dbg !20
  %120 = extractvalue { i32, i32, i32, i32 } %119, 0, !dbg !20
  %121 = extractvalue { i32, i32, i32, i32 } %119, 1, !dbg !20
  %122 = extractvalue { i32, i32, i32, i32 } %119, 2, !dbg !20
  %123 = extractvalue { i32, i32, i32, i32 } %119, 3, !dbg !20
  %124 = tail call { i32, i32, i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=r,=r,=r,=r,0,1,2,3,r,r,r,r,r,r"(i32 0, i32 0, i32 0, i32 0, i32 %58, i32 %59, i32 %60, i32 %61, i32 %113, i32 %118) #4, !dbg !20
  %125 = extractvalue { i32, i32, i32, i32 } %124, 0, !dbg !20
  %126 = extractvalue { i32, i32, i32, i32 } %124, 1, !dbg !20
  %127 = extractvalue { i32, i32, i32, i32 } %124, 2, !dbg !20
  %128 = extractvalue { i32, i32, i32, i32 } %124, 3, !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %129 = and i32 %7, 640, !dbg !21
  %130 = and i32 %6, 1, !dbg !21
  %131 = icmp eq i32 %130, 0, !dbg !21
  %132 = select i1 %131, i32 0, i32 2056, !dbg !21
  %133 = shl nuw nsw i32 %6, 4, !dbg !21
  %134 = and i32 %133, 32, !dbg !21
  %135 = shl nuw nsw i32 %49, 2, !dbg !21
  %136 = and i32 %6, 8, !dbg !21
  %137 = icmp eq i32 %136, 0, !dbg !21
  %138 = select i1 %137, i32 0, i32 1088, !dbg !21
  %139 = shl nuw nsw i32 %6, 1, !dbg !21
  %140 = and i32 %139, 64, !dbg !21
  %141 = or disjoint i32 %134, %132, !dbg !21
  %142 = or disjoint i32 %141, %135, !dbg !21
  %143 = or disjoint i32 %138, %129, !dbg !21
  %144 = xor i32 %143, %140, !dbg !21
  %145 = or disjoint i32 %142, %144, !dbg !21
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %145, !dbg !21
  %147 = insertelement <2 x i32> poison, i32 %120, i64 0, !dbg !21
  %148 = insertelement <2 x i32> %147, i32 %121, i64 1, !dbg !21
  store <2 x i32> %148, ptr addrspace(3) %146, align 8, !dbg !21
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) %146, i32 256, !dbg !21
  %150 = insertelement <2 x i32> poison, i32 %122, i64 0, !dbg !21
  %151 = insertelement <2 x i32> %150, i32 %123, i64 1, !dbg !21
  store <2 x i32> %151, ptr addrspace(3) %149, align 8, !dbg !21
  %152 = xor i32 %145, 8, !dbg !21
  %153 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %152, !dbg !21
  %154 = insertelement <2 x i32> poison, i32 %125, i64 0, !dbg !21
  %155 = insertelement <2 x i32> %154, i32 %126, i64 1, !dbg !21
  store <2 x i32> %155, ptr addrspace(3) %153, align 8, !dbg !21
  %156 = getelementptr inbounds nuw i8, ptr addrspace(3) %153, i32 256, !dbg !21
  %157 = insertelement <2 x i32> poison, i32 %127, i64 0, !dbg !21
  %158 = insertelement <2 x i32> %157, i32 %128, i64 1, !dbg !21
  store <2 x i32> %158, ptr addrspace(3) %156, align 8, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %159 = shl nuw nsw i32 %13, 5, !dbg !21
  %160 = and i32 %9, 384, !dbg !21
  %161 = and i32 %139, 24, !dbg !21
  %162 = select i1 %23, i32 0, i32 1088, !dbg !21
  %163 = or disjoint i32 %159, %160, !dbg !21
  %164 = or disjoint i32 %162, %161, !dbg !21
  %165 = xor i32 %164, %163, !dbg !21
  %166 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %165, !dbg !21
  %167 = getelementptr inbounds nuw i8, ptr addrspace(3) %166, i32 512, !dbg !21
  %168 = load <2 x i32>, ptr addrspace(3) %167, align 8, !dbg !21
  %169 = xor i32 %165, 2056, !dbg !21
  %170 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %169, !dbg !21
  %171 = getelementptr inbounds nuw i8, ptr addrspace(3) %170, i32 512, !dbg !21
  %172 = load <2 x i32>, ptr addrspace(3) %171, align 8, !dbg !21
  %.extract = load i32, ptr addrspace(3) %166, align 8, !dbg !21
  %173 = getelementptr inbounds nuw i8, ptr addrspace(3) %166, i32 4, !dbg !21
  %.extract1 = load i32, ptr addrspace(3) %173, align 4, !dbg !21
  %.extract2 = load i32, ptr addrspace(3) %170, align 8, !dbg !21
  %174 = getelementptr inbounds nuw i8, ptr addrspace(3) %170, i32 4, !dbg !21
  %.extract3 = load i32, ptr addrspace(3) %174, align 4, !dbg !21
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract, i32 %.extract1, i32 %.extract2, i32 %.extract3, ptr addrspace(1) %45) #4, !dbg !21
  %.extract4 = extractelement <2 x i32> %168, i64 0, !dbg !21
  %.extract5 = extractelement <2 x i32> %168, i64 1, !dbg !21
  %.extract6 = extractelement <2 x i32> %172, i64 0, !dbg !21
  %.extract7 = extractelement <2 x i32> %172, i64 1, !dbg !21
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %.extract4, i32 %.extract5, i32 %.extract6, i32 %.extract7, ptr addrspace(1) %46) #4, !dbg !21
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind }

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
!8 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
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
