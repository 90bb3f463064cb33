; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @transpose(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nofree readnone captures(none) %2, ptr addrspace(1) nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %6 = shl nuw nsw i32 %5, 2, !dbg !12
  %7 = and i32 %6, 60, !dbg !12
  %8 = and i32 %6, 448, !dbg !13
  %9 = zext nneg i32 %8 to i64, !dbg !14
  %10 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %9, !dbg !14
  %11 = getelementptr i8, ptr addrspace(1) %10, i64 2048, !dbg !14
  %12 = getelementptr i8, ptr addrspace(1) %10, i64 4096, !dbg !14
  %13 = getelementptr i8, ptr addrspace(1) %10, i64 6144, !dbg !14
  %14 = zext nneg i32 %7 to i64, !dbg !14
  %15 = getelementptr [4 x i8], ptr addrspace(1) %10, i64 %14, !dbg !14
  %16 = getelementptr [4 x i8], ptr addrspace(1) %11, i64 %14, !dbg !14
  %17 = getelementptr [4 x i8], ptr addrspace(1) %12, i64 %14, !dbg !14
  %18 = getelementptr [4 x i8], ptr addrspace(1) %13, i64 %14, !dbg !14
  %19 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %15) #3, !dbg !15
  %20 = extractvalue { i32, i32, i32, i32 } %19, 0, !dbg !15
  %21 = extractvalue { i32, i32, i32, i32 } %19, 1, !dbg !15
  %22 = extractvalue { i32, i32, i32, i32 } %19, 2, !dbg !15
  %23 = extractvalue { i32, i32, i32, i32 } %19, 3, !dbg !15
  %24 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %16) #3, !dbg !15
  %25 = extractvalue { i32, i32, i32, i32 } %24, 0, !dbg !15
  %26 = extractvalue { i32, i32, i32, i32 } %24, 1, !dbg !15
  %27 = extractvalue { i32, i32, i32, i32 } %24, 2, !dbg !15
  %28 = extractvalue { i32, i32, i32, i32 } %24, 3, !dbg !15
  %29 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %17) #3, !dbg !15
  %30 = extractvalue { i32, i32, i32, i32 } %29, 0, !dbg !15
  %31 = extractvalue { i32, i32, i32, i32 } %29, 1, !dbg !15
  %32 = extractvalue { i32, i32, i32, i32 } %29, 2, !dbg !15
  %33 = extractvalue { i32, i32, i32, i32 } %29, 3, !dbg !15
  %34 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %18) #3, !dbg !15
  %35 = extractvalue { i32, i32, i32, i32 } %34, 0, !dbg !15
  %36 = extractvalue { i32, i32, i32, i32 } %34, 1, !dbg !15
  %37 = extractvalue { i32, i32, i32, i32 } %34, 2, !dbg !15
  %38 = extractvalue { i32, i32, i32, i32 } %34, 3, !dbg !15
  %39 = and i32 %6, 480, !dbg !16
  %40 = zext nneg i32 %39 to i64, !dbg !17
  %41 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %40, !dbg !17
  %42 = getelementptr i8, ptr addrspace(1) %41, i64 2048, !dbg !17
  %43 = getelementptr i8, ptr addrspace(1) %41, i64 4096, !dbg !17
  %44 = getelementptr i8, ptr addrspace(1) %41, i64 6144, !dbg !17
  %45 = and i32 %5, 7, !dbg !18
  %46 = shl nuw nsw i32 %45, 2, !dbg !18
  %47 = zext nneg i32 %46 to i64, !dbg !17
  %48 = getelementptr [4 x i8], ptr addrspace(1) %41, i64 %47, !dbg !17
  %49 = getelementptr [4 x i8], ptr addrspace(1) %42, i64 %47, !dbg !17
  %50 = getelementptr [4 x i8], ptr addrspace(1) %43, i64 %47, !dbg !17
  %51 = getelementptr [4 x i8], ptr addrspace(1) %44, i64 %47, !dbg !17
  %52 = shl nuw nsw i32 %5, 8, !dbg !19
  %53 = and i32 %52, 7168, !dbg !19
  %54 = shl nuw nsw i32 %45, 4, !dbg !19
  %55 = and i32 %5, 24, !dbg !19
  %56 = lshr exact i32 %55, 1, !dbg !19
  %57 = and i32 %6, 128, !dbg !19
  %58 = and i32 %5, 64, !dbg !19
  %59 = or disjoint i32 %53, %54, !dbg !19
  %60 = or disjoint i32 %56, %58, !dbg !19
  %61 = xor i32 %59, %60, !dbg !19
  %62 = or disjoint i32 %61, %57, !dbg !19
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %62, !dbg !19
  %64 = insertelement <1 x i32> poison, i32 %20, i64 0, !dbg !19
  store <1 x i32> %64, ptr addrspace(3) %63, align 4, !dbg !19
  %65 = xor i32 %62, 272, !dbg !19
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %65, !dbg !19
  %67 = insertelement <1 x i32> poison, i32 %21, i64 0, !dbg !19
  store <1 x i32> %67, ptr addrspace(3) %66, align 4, !dbg !19
  %68 = xor i32 %62, 544, !dbg !19
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %68, !dbg !19
  %70 = insertelement <1 x i32> poison, i32 %22, i64 0, !dbg !19
  store <1 x i32> %70, ptr addrspace(3) %69, align 4, !dbg !19
  %71 = xor i32 %62, 816, !dbg !19
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %71, !dbg !19
  %73 = insertelement <1 x i32> poison, i32 %23, i64 0, !dbg !19
  store <1 x i32> %73, ptr addrspace(3) %72, align 4, !dbg !19
  %74 = xor i32 %62, 4, !dbg !19
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %74, !dbg !19
  %76 = insertelement <1 x i32> poison, i32 %25, i64 0, !dbg !19
  store <1 x i32> %76, ptr addrspace(3) %75, align 4, !dbg !19
  %77 = xor i32 %62, 276, !dbg !19
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %77, !dbg !19
  %79 = insertelement <1 x i32> poison, i32 %26, i64 0, !dbg !19
  store <1 x i32> %79, ptr addrspace(3) %78, align 4, !dbg !19
  %80 = xor i32 %62, 548, !dbg !19
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80, !dbg !19
  %82 = insertelement <1 x i32> poison, i32 %27, i64 0, !dbg !19
  store <1 x i32> %82, ptr addrspace(3) %81, align 4, !dbg !19
  %83 = xor i32 %62, 820, !dbg !19
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %83, !dbg !19
  %85 = insertelement <1 x i32> poison, i32 %28, i64 0, !dbg !19
  store <1 x i32> %85, ptr addrspace(3) %84, align 4, !dbg !19
  %86 = xor i32 %62, 8, !dbg !19
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %86, !dbg !19
  %88 = insertelement <1 x i32> poison, i32 %30, i64 0, !dbg !19
  store <1 x i32> %88, ptr addrspace(3) %87, align 4, !dbg !19
  %89 = xor i32 %62, 280, !dbg !19
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %89, !dbg !19
  %91 = insertelement <1 x i32> poison, i32 %31, i64 0, !dbg !19
  store <1 x i32> %91, ptr addrspace(3) %90, align 4, !dbg !19
  %92 = xor i32 %62, 552, !dbg !19
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %92, !dbg !19
  %94 = insertelement <1 x i32> poison, i32 %32, i64 0, !dbg !19
  store <1 x i32> %94, ptr addrspace(3) %93, align 4, !dbg !19
  %95 = xor i32 %62, 824, !dbg !19
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %95, !dbg !19
  %97 = insertelement <1 x i32> poison, i32 %33, i64 0, !dbg !19
  store <1 x i32> %97, ptr addrspace(3) %96, align 4, !dbg !19
  %98 = xor i32 %62, 12, !dbg !19
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %98, !dbg !19
  %100 = insertelement <1 x i32> poison, i32 %35, i64 0, !dbg !19
  store <1 x i32> %100, ptr addrspace(3) %99, align 4, !dbg !19
  %101 = xor i32 %62, 284, !dbg !19
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %101, !dbg !19
  %103 = insertelement <1 x i32> poison, i32 %36, i64 0, !dbg !19
  store <1 x i32> %103, ptr addrspace(3) %102, align 4, !dbg !19
  %104 = xor i32 %62, 556, !dbg !19
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %104, !dbg !19
  %106 = insertelement <1 x i32> poison, i32 %37, i64 0, !dbg !19
  store <1 x i32> %106, ptr addrspace(3) %105, align 4, !dbg !19
  %107 = xor i32 %62, 828, !dbg !19
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %107, !dbg !19
  %109 = insertelement <1 x i32> poison, i32 %38, i64 0, !dbg !19
  store <1 x i32> %109, ptr addrspace(3) %108, align 4, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %110 = shl nuw nsw i32 %55, 5, !dbg !19
  %111 = shl nuw nsw i32 %5, 1, !dbg !19
  %112 = and i32 %111, 60, !dbg !19
  %113 = lshr i32 %5, 1, !dbg !19
  %114 = and i32 %113, 48, !dbg !19
  %115 = shl nuw nsw i32 %5, 6, !dbg !19
  %116 = and i32 %115, 64, !dbg !19
  %117 = or disjoint i32 %110, %112, !dbg !19
  %118 = xor i32 %117, %114, !dbg !19
  %119 = or disjoint i32 %118, %116, !dbg !19
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %119, !dbg !19
  %121 = load i32, ptr addrspace(3) %120, align 4, !dbg !19
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) %120, i32 128, !dbg !19
  %123 = load i32, ptr addrspace(3) %122, align 4, !dbg !19
  %124 = xor i32 %119, 4104, !dbg !19
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %124, !dbg !19
  %126 = load i32, ptr addrspace(3) %125, align 4, !dbg !19
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) %125, i32 128, !dbg !19
  %128 = load i32, ptr addrspace(3) %127, align 4, !dbg !19
  %129 = xor i32 %119, 1088, !dbg !19
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %129, !dbg !19
  %131 = load i32, ptr addrspace(3) %130, align 4, !dbg !19
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) %130, i32 128, !dbg !19
  %133 = load i32, ptr addrspace(3) %132, align 4, !dbg !19
  %134 = xor i32 %119, 5192, !dbg !19
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %134, !dbg !19
  %136 = load i32, ptr addrspace(3) %135, align 4, !dbg !19
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) %135, i32 128, !dbg !19
  %138 = load i32, ptr addrspace(3) %137, align 4, !dbg !19
  %139 = xor i32 %119, 2052, !dbg !19
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %139, !dbg !19
  %141 = load i32, ptr addrspace(3) %140, align 4, !dbg !19
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) %140, i32 128, !dbg !19
  %143 = load i32, ptr addrspace(3) %142, align 4, !dbg !19
  %144 = xor i32 %119, 6156, !dbg !19
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %144, !dbg !19
  %146 = load i32, ptr addrspace(3) %145, align 4, !dbg !19
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) %145, i32 128, !dbg !19
  %148 = load i32, ptr addrspace(3) %147, align 4, !dbg !19
  %149 = xor i32 %119, 3140, !dbg !19
  %150 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %149, !dbg !19
  %151 = load i32, ptr addrspace(3) %150, align 4, !dbg !19
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) %150, i32 128, !dbg !19
  %153 = load i32, ptr addrspace(3) %152, align 4, !dbg !19
  %154 = xor i32 %119, 7244, !dbg !19
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %154, !dbg !19
  %156 = load i32, ptr addrspace(3) %155, align 4, !dbg !19
  %157 = getelementptr inbounds nuw i8, ptr addrspace(3) %155, i32 128, !dbg !19
  %158 = load i32, ptr addrspace(3) %157, align 4, !dbg !19
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %121, i32 %126, i32 %123, i32 %128, ptr addrspace(1) %48) #3, !dbg !19
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %131, i32 %136, i32 %133, i32 %138, ptr addrspace(1) %49) #3, !dbg !19
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %141, i32 %146, i32 %143, i32 %148, ptr addrspace(1) %50) #3, !dbg !19
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %151, i32 %156, i32 %153, i32 %158, ptr addrspace(1) %51) #3, !dbg !19
  ret void, !dbg !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "transpose", linkageName: "transpose", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 88, column: 9, scope: !4)
!12 = !DILocation(line: 89, column: 9, scope: !4)
!13 = !DILocation(line: 90, column: 30, scope: !4)
!14 = !DILocation(line: 90, column: 26, scope: !4)
!15 = !DILocation(line: 90, column: 18, scope: !4)
!16 = !DILocation(line: 91, column: 20, scope: !4)
!17 = !DILocation(line: 91, column: 14, scope: !4)
!18 = !DILocation(line: 91, column: 51, scope: !4)
!19 = !DILocation(line: 91, column: 5, scope: !4)
!20 = !DILocation(line: 87, column: 1, scope: !4)
